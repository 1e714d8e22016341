// hig site search: placeholder until the index is wired (see search page).
