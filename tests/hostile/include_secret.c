/* Hostile (issue 39): includes a file only root may read, so the compiler's error quotes it in
 * the CE report. Expected: CE that quotes nothing of it (the file is not in the compile's box,
 * and the compiler runs as an unprivileged user). */
#include "/etc/shadow"
int main(void) { return 0; }
