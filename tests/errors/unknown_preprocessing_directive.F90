! Error test: unknown_preprocessing_directive.F90
! A directive cpp does not know, outside any conditional group (inside one
! cpp may skip it), gets a located error of cufc's; gfortran -E reported it
! as "FILE:LINE:0:" without the caret (fuzz, seed 300: directive names
! renamed by the "name" mutation of conditional-compilation listings).
program unknown_preprocessing_directive
#ifdfe _CUDA   ! ERROR: #ifdfe is not a preprocessing directive
  print *, 'device build'
#endif
end program unknown_preprocessing_directive
