build-asan/obj/src/front/parse_expr.o: src/front/parse_expr.c \
 src/front/parse.h src/front/front.h
src/front/parse.h:
src/front/front.h:
