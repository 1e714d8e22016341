// The C library functions the Swift runtime of the browser's search core calls, for a WebAssembly
// module that has no C library: memory from the module's own linear memory (grown page by page),
// kept in free lists by power-of-two size, and the few helpers the compiler emits calls to.
//
// A query allocates a few megabytes at most and frees them afterwards, so blocks are never merged:
// a freed block waits in its size's list for the next allocation of that size.
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

typedef struct {
  uint32_t size_class;
  uint32_t pad[3];  // so that what follows the header is 16-byte aligned
} header;

static uintptr_t heap_end;
static header *free_lists[32];

// `bytes` more of the linear memory, growing it when needed; 0 when the browser refuses.
static void *grab(size_t bytes) {
  if (heap_end == 0) heap_end = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
  uintptr_t start = heap_end;
  uintptr_t end = start + bytes;
  if (end < start) return 0;
  size_t have = __builtin_wasm_memory_size(0) * 65536;
  if (end > have) {
    size_t pages = (end - have + 65535) / 65536;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
  }
  heap_end = end;
  return (void *)start;
}

void *malloc(size_t size) {
  unsigned size_class = 5;  // 32 bytes: a header and 16 bytes
  while (size_class < 31 && ((size_t)1 << size_class) - sizeof(header) < size) size_class++;
  if (((size_t)1 << size_class) - sizeof(header) < size) return 0;
  header *block = free_lists[size_class];
  if (block) {
    free_lists[size_class] = *(header **)(block + 1);
  } else {
    block = grab((size_t)1 << size_class);
    if (!block) return 0;
  }
  block->size_class = size_class;
  return block + 1;
}

void free(void *pointer) {
  if (!pointer) return;
  header *block = (header *)pointer - 1;
  *(header **)pointer = free_lists[block->size_class];
  free_lists[block->size_class] = block;
}

// Every block is 16-byte aligned; Swift asks for no more.
int posix_memalign(void **out, size_t alignment, size_t size) {
  if (alignment > 16) return 22;  // EINVAL
  void *pointer = malloc(size);
  if (!pointer) return 12;  // ENOMEM
  *out = pointer;
  return 0;
}

int memcmp(const void *a, const void *b, size_t count) {
  const unsigned char *left = a, *right = b;
  for (size_t index = 0; index < count; index++) {
    if (left[index] != right[index]) return left[index] - right[index];
  }
  return 0;
}

// Seeds Swift's hashing. Nothing here needs unpredictable hashes (no untrusted keys, and one page's
// queries), so a fixed sequence keeps runs reproducible.
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  for (size_t index = 0; index < count; index++) bytes[index] = (unsigned char)(index * 131 + 7);
}

// A 128-bit multiply (printing a Double needs one); on wasm32 clang calls this compiler-rt helper.
__int128 __multi3(__int128 a, __int128 b) {
  unsigned __int128 x = (unsigned __int128)a, y = (unsigned __int128)b;
  uint64_t x_low = (uint64_t)x, y_low = (uint64_t)y;
  uint64_t x_high = (uint64_t)(x >> 64), y_high = (uint64_t)(y >> 64);
  uint64_t a0 = (uint32_t)x_low, a1 = x_low >> 32, b0 = (uint32_t)y_low, b1 = y_low >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
  uint64_t low = (middle << 32) | (uint32_t)p00;
  uint64_t high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + x_low * y_high + x_high * y_low;
  return (__int128)(((unsigned __int128)high << 64) | low);
}
