build-asan/obj/src/device/expr.o: src/device/expr.c src/device/device.h \
 src/front/front.h src/sema/sema.h
src/device/device.h:
src/front/front.h:
src/sema/sema.h:
