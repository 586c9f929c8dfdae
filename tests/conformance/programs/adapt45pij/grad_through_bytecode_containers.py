"""A jit(capture_mode='bytecode') function called inside a PyNative gradient with Tensors inside tuple / list / dict
arguments, also beside None and a string (which 'ast' jit refuses: "can not mutable"): the gradient flows, and
get_code_extra reports a graph with no break (st pi_jit one_stage/test_jit_grad)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, context
from mindspore.ops.composite import GradOperation
from mindspore._c_expression import get_code_extra
from _conf import emit, emit_error

MODES = ("pynative",)


@jit(capture_mode="bytecode")
def in_tuple(x, y):
    return 2 * x[0] + y


@jit(capture_mode="bytecode")
def in_nested(m):
    return 2 * m[0][0] + m[1]


@jit(capture_mode="bytecode")
def in_dict(m):
    return 2 * m["x"][0] * m["y"]


@jit(capture_mode="bytecode")
def in_list_kw(*args, **kwargs):
    return args[0][1] * kwargs["k"][0]


@jit
def ast_in_dict(m):
    return 2 * m["x"][0] * m["y"]


def f_tuple(x, y):
    return in_tuple((x * 3,), y)


def f_nested(x, y):
    return in_nested(((x * 3,), y))


def f_dict_str(x, y):
    return in_dict({"x": (x * 3, "a"), "y": y})


def f_tuple_none(x, y):
    return in_tuple((x * 3, None), y)


def f_vargs(x, y):
    return in_list_kw([y, x * x], k=[y + 1])


def f_ast_dict_str(x, y):
    return ast_in_dict({"x": (x * 3, "a"), "y": y})


a = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
b = Tensor(np.array([1.0, -1.0, 2.0], np.float32))
for name, f in (("tuple", f_tuple), ("nested", f_nested), ("dict_with_str", f_dict_str),
                ("tuple_with_none", f_tuple_none), ("vargs_kwargs", f_vargs)):
    emit(f"grad_{name}", GradOperation(get_all=True)(f)(a, b))
for name, f in (("tuple", in_tuple), ("nested", in_nested), ("dict", in_dict), ("vargs", in_list_kw)):
    jcr = get_code_extra(f.__wrapped__)
    emit(f"code_extra_{name}", [jcr["break_count_"], jcr["code"]["call_count_"] > 0])
emit_error("ast_dict_with_str", lambda: GradOperation(get_all=True)(f_ast_dict_str)(a, b))
