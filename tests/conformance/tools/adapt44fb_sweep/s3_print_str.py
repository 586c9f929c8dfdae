"""Printed text and strings of run-time values (fifth pass): print of x.asnumpy() / numpy results / run-time
scalars / dicts / tuples mixing Tensors and run-time values, print inside loops and branches on run-time values,
str / repr / format of Tensors of several dtypes (float16, int8, bool, 0-d, empty) in graph code; P / J / G (text
captured from file descriptor 1)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _h import registry, run_all, captured, case

C, reg = registry()
X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
X16 = Tensor(np.array([1.5, -2.0], np.float16))
XI8 = Tensor(np.array([1, -2], np.int8))
XB = Tensor(np.array([True, False]))
X0 = Tensor(2.5, ms.float32)
XE = Tensor(np.zeros((0,), np.float32))
X2 = Tensor(np.arange(6).reshape(2, 3).astype(np.int32))
PRINTS = []


def _p(f):
    PRINTS.append(f)
    return f


@_p
def print_asnumpy(x):
    print(x.asnumpy())
    return x


@_p
def print_np_sum(x):
    print("sum:", np.sum(x.asnumpy()))
    return x


@_p
def print_item(x):
    print("first", x.tolist()[0], "len", len(x.tolist()))
    return x


@_p
def print_dict_runtime(x):
    d = {"a": x.tolist()[0], "b": 1}
    print(d)
    return x


@_p
def print_tuple_mixed(x):
    print((x.tolist()[1], 2))
    return x


@_p
def print_in_runtime_loop(x):
    for e in x.tolist():
        print("e", e)
    return x


@_p
def print_in_runtime_branch(x):
    if x.asnumpy().sum() > 5:
        print("big", x.asnumpy().sum())
    else:
        print("small")
    return x


@_p
def print_fstring_runtime(x):
    print(f"v={x.tolist()[0]:.2f} n={len(x.tolist())}")
    return x


@_p
def print_tensor_and_runtime(x):
    print(x, x.tolist()[2])
    return x


@_p
def print_str_of_tensor(x):
    print(str(x))
    return x


@_p
def print_np_bool(x):
    print(bool(np.all(x.asnumpy() > 0)))
    return x


@_p
def print_np_where(x):
    print(np.where(x.asnumpy() > 1.5)[0])
    return x


@_p
def print_np_int_scalar(x):
    print(np.argmax(x.asnumpy()))
    return x


@_p
def print_none_and_runtime(x):
    print(None, x.tolist()[0] > 2)
    return x


# ---- str / repr / format values of Tensors of several dtypes
for nm, arg in [("f32", X), ("f16", X16), ("i8", XI8), ("bool", XB), ("0d", X0), ("empty", XE), ("2d", X2)]:
    def _str(x):
        return str(x)
    _str.__name__ = "str_" + nm
    reg(arg)(_str)

    def _fstr(x):
        return f"<{x}>"
    _fstr.__name__ = "fstring_" + nm
    reg(arg)(_fstr)

    def _fmt(x):
        return "{}|{}".format(x, 1)
    _fmt.__name__ = "format_" + nm
    reg(arg)(_fmt)

    def _np_str(x):
        return str(x.asnumpy())
    _np_str.__name__ = "str_asnumpy_" + nm
    reg(arg)(_np_str)

    def _repr(x):
        return repr(x)
    _repr.__name__ = "repr_" + nm
    reg(arg)(_repr)


@reg(X)
def str_tolist_elem_sum(x):
    return str(sum(x.tolist()))


@reg(X)
def percent_tensor(x):
    return "%s" % x


@reg(X0)
def fstring_0d_spec(x):
    return f"{x.asnumpy():.2f}"


@reg(X0)
def fstring_item_spec(x):
    return f"{x.item():.3f}"


run_all(C)


def _run_prints():
    for tag in "PJG":
        for f in PRINTS:
            ms.set_context(mode=ms.GRAPH_MODE if tag == "G" else ms.PYNATIVE_MODE)
            if tag == "P":
                call = f
            elif tag == "J":
                call = ms.jit(f)
            else:
                class Net(nn.Cell):
                    def construct(self, x):
                        return f(x)
                call = Net()
            case(f"{tag} {f.__name__}", lambda: captured(call, X))
    ms.set_context(mode=ms.PYNATIVE_MODE)


_run_prints()
