build-asan/obj/src/device/emit.o: src/device/emit.c src/device/device.h \
 src/front/front.h src/sema/sema.h
src/device/device.h:
src/front/front.h:
src/sema/sema.h:
