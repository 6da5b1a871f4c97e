! pgi_transpose.f -- fixed source form: a matrix transpose in a combined
! `region do` whose clauses are separated by blanks (as PGI-era code
! writes them), an upper-case directive, and a data region holding the
! input for two transposes, the second written back with update host.
! Spec: accelerator model Sec. 2.1, 2.3.2, 2.5, 2.3.4
! Checklist: Part 1 Sec. 1.3 (fixed form, case, clause separators), 1.11
! Expects: PASS twice (exact: a transpose moves values)
      program transp
      implicit none
      integer n, m, i, j
      parameter (n = 513, m = 257)
      real a(n, m), b(m, n), c(n, m)
      logical ok
      do j = 1, m
         do i = 1, n
            a(i, j) = real(i) + 1000.0 * real(j)
         end do
      end do
!$ACC REGION DO COPYIN(A(1:N,1:M)) COPYOUT(B)
      do j = 1, m
         do i = 1, n
            b(j, i) = a(i, j)
         end do
      end do
      ok = .true.
      do j = 1, m
         do i = 1, n
            ok = ok .and. b(j, i) .eq. real(i) + 1000.0 * real(j)
         end do
      end do
      call report('transpose, region do copyin copyout', ok)
!$acc data region copyin(b) local(c)
!$acc region update host(c)
      do i = 1, n
         do j = 1, m
            c(i, j) = b(j, i)
         end do
      end do
!$acc end region
!$acc end data region
      ok = .true.
      do j = 1, m
         do i = 1, n
            ok = ok .and. c(i, j) .eq. a(i, j)
         end do
      end do
      call report('transpose back in a data region, update host(c)', ok)
      end

      subroutine report(what, ok)
      character*(*) what
      logical ok
      if (ok) then
         print '(a,a)', 'PASS ', what
      else
         print '(a,a)', 'FAIL ', what
      end if
      end
