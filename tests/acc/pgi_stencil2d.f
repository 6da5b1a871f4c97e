! pgi_stencil2d.f -- fixed source form: a 2-D five-point stencil in a
! compute region, with all three fixed-form sentinels (!$acc, c$acc,
! *$acc in columns 1-5), a directive continued with a non-blank column 6,
! a zero in column 6 of an initial line, and the loop nest mapped with
! `do parallel` outside and `do vector(16)` inside (a 2-D thread block).
! Spec: accelerator model Sec. 2.1 (fixed form), 2.4.1.2, 2.4.1.4
! Checklist: Part 1 Sec. 1.3 (fixed form), 1.10.1; Part 2 D-8
! Expects: PASS (b against the same stencil on the host in real(8))
      program stencil
      implicit none
      integer n, m, i, j
      parameter (n = 300, m = 200)
      real a(n, m), b(n, m)
      double precision ref, err
      do j = 1, m
         do i = 1, n
            a(i, j) = real(mod(i*j, 17)) - 8.0
            b(i, j) = 0.0
         end do
      end do
c$acc region copyin(a),
!$acc&       copy(b)
*$acc do parallel
      do j = 2, m - 1
!$acc0do vector(16)
         do i = 2, n - 1
            b(i, j) = 0.2 * (a(i, j) + a(i-1, j) + a(i+1, j)
     &                       + a(i, j-1) + a(i, j+1))
         end do
      end do
C$ACC END REGION
      err = 0
      do j = 1, m
         do i = 1, n
            if (i .eq. 1 .or. i .eq. n .or. j .eq. 1 .or. j .eq. m) then
               ref = 0
            else
               ref = 0.2d0 * (dble(a(i, j)) + a(i-1, j) + a(i+1, j)
     &                        + a(i, j-1) + a(i, j+1))
            end if
            err = max(err, abs(b(i, j) - ref))
         end do
      end do
      if (err .lt. 1d-5) then
         print '(a)', 'PASS five-point stencil, fixed form'
      else
         print '(a, es10.3)', 'FAIL five-point stencil: ', err
      end if
      end
