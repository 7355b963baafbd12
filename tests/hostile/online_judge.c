/* Honest C (c11): says whether the judge defined ONLINE_JUDGE, as online judges do. */
#include <stdio.h>
int main(void) {
#ifdef ONLINE_JUDGE
    puts("ONLINE_JUDGE");
#else
    puts("local");
#endif
    return 0;
}
