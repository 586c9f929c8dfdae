import mindspore as ms
from mindspore import Tensor, jit
from mindspore.ops import functional as F
from _conf import emit


def message(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # MindSpore's class and wording, first line
        cls = next(c for c in type(e).__mro__ if c.__module__ == "builtins")   # the builtin class
        return cls.__name__ + ": " + str(e).splitlines()[0].strip()
    return "no error"


def div(x, y):
    return F.tuple_div(x, y)


def typeof2(x):
    return F.typeof(x, x)


def typeof_checks():
    return F.typeof(1) == ms.int64, F.typeof(1.5) == ms.float32, F.typeof(True) == ms.bool_


run = jit(div) if ms.get_context("mode") == ms.GRAPH_MODE else div
emit("tuple_div_value", run((8, 14, -20), (2, -7, 5)))
emit("tuple_div_empty", run((), ()))
emit("tuple_div_size", message(run, (8, 14, 20), (2, 2)))
emit("tuple_div_float", message(run, (8, 14, 20), (2, 2, 2.0)))
emit("tuple_div_zero", message(run, (8, 14, 20), (2, 2, 0)))
emit("tuple_div_not_divisible", message(run, (8, 14), (2, 3)))
t2 = jit(typeof2) if ms.get_context("mode") == ms.GRAPH_MODE else typeof2
emit("typeof_two_args", message(t2, Tensor([1, 2], ms.int32)))
tc = jit(typeof_checks) if ms.get_context("mode") == ms.GRAPH_MODE else typeof_checks
emit("typeof_scalars", tc())
