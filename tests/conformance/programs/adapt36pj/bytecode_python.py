"""Python semantics inside jit(capture_mode='bytecode') (adapted from st/pi_jit test_string_operations,
test_fullgraph_api, control_flow/test_side_effect): a lambda given to jit on the line of a call compiles (with
fullgraph=True too), f-strings use their format spec and conversion, a shape prints as '(3,)', list.append's value
is None and changes the caller's list, Python numbers compute as Python (7 ** -1, float64)."""
import numpy as np
from mindspore import Tensor, jit, ops
from _conf import emit, emit_error, emit_stdout

MODES = ("pynative",)

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))

emit("lambda_fullgraph", jit(lambda t: t * 2 + 1, capture_mode="bytecode", fullgraph=True)(x))
emit("lambda_nested_call", jit(lambda t, k: t * k, capture_mode="bytecode")(x, 3))


def fmt(v):
    return f'{v:>6.2f}|{v!r}|{v:.0%}|{v:+}'


emit("fstr_spec_float", jit(fmt, capture_mode="bytecode")(1.5))
emit("fstr_spec_int", jit(fmt, capture_mode="bytecode")(7))


def fmt_shape(t, w):
    return f'{t.shape}-{t.dtype}-{t.ndim:03d}-{w:{w}}|{"ab"!r:>5}'


emit("fstr_shape", jit(fmt_shape, capture_mode="bytecode")(x, 4))


def append_value(a, t):
    r = a.append(t * 2)
    return r is None, len(a)


lst = [x]
emit("append_value", jit(append_value, capture_mode="bytecode")(lst, x))
emit("append_caller_list", lst)


def append_or(a, t):
    return a.append(t) or len(a)


emit("append_or_len", jit(append_or, capture_mode="bytecode")([1], x))


def alias_append(a, v):
    for y in a:
        y.append(v)
    b = [[1], [2]]
    for y in b:
        y.append(v)
    return a, b


nested = [[1], [2, 3]]
emit("alias_append", jit(alias_append, capture_mode="bytecode")(nested, 5))
emit("alias_append_caller", nested)


def numbers(a, b):
    return a ** -1, 2 ** -2, a ** 0.5, a / b, 0.1 * 3, a // b, -a % b


emit("python_numbers", jit(numbers, capture_mode="bytecode")(7, 2))
emit_error("python_zero_div", jit(lambda a: a / 0, capture_mode="bytecode"), 1)


def float_compare(a, b):
    c = a + b
    return c == 0.3, a + b > 0.3, 1e-50 > 0.0, c


emit("python_float_compare", jit(float_compare, capture_mode="bytecode")(0.1, 0.2))


def print_keywords(t, a):
    print('t', t, a, sep='|')
    print('val', a, 1.5, True, None, (1,), [2], {'k': 3})
    print(t.shape, t.dtype, flush=True)
    return t * a


emit_stdout("print_keywords_python_text", jit(print_keywords, capture_mode="bytecode"), x, 2)
emit_error("print_keywords_fullgraph", jit(print_keywords, capture_mode="bytecode", fullgraph=True), x, 3)


def map_kinds(a, b):
    mp, hm = ops.Map(), ops.HyperMap()
    return mp(lambda u: u * 2, [a, b]), hm(ops.add, [a, b], [b, b]), hm(ops.mul, ([a], [b]), ([b], [b])), mp(ops.neg, (a,))


emit("map_hypermap_lists_give_tuples", jit(map_kinds, capture_mode="bytecode")(x, x))


def add_into_item(lst, i, t):
    lst[i - 1] += ops.abs(t)
    return lst


items = [Tensor([1, 1, 1]), Tensor([2, 2, 2]), Tensor([3, 3, 3])]
got = jit(add_into_item, capture_mode="bytecode")(items, 2, Tensor([-1, 0, 1]))
emit("returned_argument_list_is_itself", [got is items, got])
