#ifndef HIG_CFOLDERSWAP_H
#define HIG_CFOLDERSWAP_H

/// Swaps what the paths `a` and `b` name, in one step: at no moment does either name nothing.
/// Returns 0, or -1 with errno set (EINVAL or ENOSYS where the file system or kernel cannot swap:
/// the caller then renames in two steps).
///
/// Why: `hig site` replaces the published folder by its freshly written copy. Two renames leave a
/// moment with no site at all, and a kill in that moment left none until the next run; Linux's
/// renameat2(RENAME_EXCHANGE) and macOS's renamex_np(RENAME_SWAP) swap the two folders atomically.
/// Swift's Glibc module does not declare renameat2, hence this C target.
int hig_swap_paths(const char *a, const char *b);

#endif
