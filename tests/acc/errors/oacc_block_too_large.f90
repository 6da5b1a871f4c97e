! Error test: oacc_block_too_large.f90
! Spec: OpenACC 2.9.8 (tile), 2.5.9 (vector_length); a CUDA block has at most
! 1024 threads, so constant sizes beyond it cannot be launched
! Checklist: Part 2 §2.5 D-8 (sizes)
! FLAGS: -acc
program p
  integer, parameter :: n = 64
  real :: a(n, n), b(n)
  integer :: i, j
  a = 1.0
  b = 1.0
!$acc parallel loop collapse(2) tile(64, 32)   ! ERROR: the sizes of the clauses make blocks of 2048 threads: a CUDA block has at most 1024
  do j = 1, n
     do i = 1, n
        a(i, j) = a(i, j) + 1.0
     end do
  end do
!$acc parallel loop vector_length(2048)   ! ERROR: the sizes of the clauses make blocks of 2048 threads: a CUDA block has at most 1024
  do i = 1, n
     b(i) = 2.0*b(i)
  end do
  print *, a(1, 1), b(1)
end program p
