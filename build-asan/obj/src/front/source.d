build-asan/obj/src/front/source.o: src/front/source.c src/front/front.h
src/front/front.h:
