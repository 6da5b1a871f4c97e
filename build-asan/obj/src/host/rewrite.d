build-asan/obj/src/host/rewrite.o: src/host/rewrite.c src/host/host.h \
 src/front/front.h src/sema/sema.h
src/host/host.h:
src/front/front.h:
src/sema/sema.h:
