#define USE_FAST 1
#define VERSION 203
#if defined(USE_FAST) && !defined(USE_SLOW)
#define MODE 'fast'
#elif defined USE_SLOW
#define MODE 'slow'
#else
#define MODE 'none'
#endif
program preprocess_if_defined
  implicit none
  print '(a,a)', 'mode = ', MODE
#if VERSION / 100 == 2 && VERSION % 100 > 0
  print '(a)', 'version 2.x with minor > 0'
#endif
#if defined(USE_FAST) || defined(NEVER_DEFINED)
  print '(a)', 'or-condition true'
#endif
#if !(defined(USE_FAST))
  print '(a)', 'not printed'
#endif
#if (VERSION > 200) && (VERSION < 300)
  print '(a,i0)', 'VERSION = ', VERSION
#endif
end program preprocess_if_defined
