"""JIT_SYNTAX_LEVEL (set_context / JitConfig / jit(...) argument): which fallback constructs STRICT and COMPATIBLE
reject and with which exception class; gradients through functions with fallback parts; print of Tensors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from _h import case

x3 = Tensor(np.array([1.0, -2.0, 3.5], np.float32))


class Inner:
    def __init__(self):
        self.n = 2

    def f(self, x):
        return self.n * x.asnumpy()


INNER = Inner()


def b_dict(x):
    return {"a": x, "b": 1}


def b_asnumpy(x):
    return x.asnumpy()


def b_custom(x):
    return INNER.f(x)


def b_custom_attr(x):
    return x * INNER.n


def b_np_const(x):
    return x + Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def b_np_sum(x):
    return Tensor(np.sum(x.asnumpy()))


def b_list_ret(x):
    return [x, 1]


def b_str_ret(x):
    return "abc"


def b_none_ret(x):
    return None


def b_list_append(x):
    a = [1]
    a.append(x)
    return a


def b_setattr_obj(x):
    o = Inner()
    o.n = 5
    return x * o.n


def b_print(x):
    print("val", x.shape)
    return x


def b_int_tensor(x):
    return int(x[0])


def b_float_tensor(x):
    return float(x[1]) + 1


def b_max_np(x):
    return max(x.asnumpy())


def b_type(x):
    return type(x) == Tensor


def b_dict_in(x):
    d = {"a": 1}
    return x + d["a"], d


def b_scalar_ret(x):
    return 3.5 * 2


def b_tuple_str(x):
    return (x, "s")


def b_for_np(x):
    r = 0
    for v in x.asnumpy():
        r += v
    return r


def b_global_write(x):
    INNER.n = 7
    return x * INNER.n


FUNS = [b_dict, b_asnumpy, b_custom, b_custom_attr, b_np_const, b_np_sum, b_list_ret, b_str_ret, b_none_ret,
        b_list_append, b_setattr_obj, b_print, b_int_tensor, b_float_tensor, b_max_np, b_type, b_dict_in,
        b_scalar_ret, b_tuple_str, b_for_np, b_global_write]


class CellOf(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


LEVELS = {"STRICT": ms.STRICT, "COMPATIBLE": ms.COMPATIBLE, "LAX": ms.LAX}
for ln, lv in LEVELS.items():
    for f in FUNS:
        INNER.n = 2
        case(f"cfgjit/{ln}/{f.__name__}", lambda f=f, ln=ln: ms.jit(f, jit_config=ms.JitConfig(jit_syntax_level=ln))(x3))
        INNER.n = 2
        def cellrun(f=f, ln=ln):
            c = CellOf(f)
            c.set_jit_config(ms.JitConfig(jit_syntax_level=ln))
            return c(x3)
        case(f"cfgcell/{ln}/{f.__name__}", cellrun)
        INNER.n = 2
        def ctxrun(f=f, lv=lv):
            ms.set_context(jit_syntax_level=lv)
            try:
                return ms.jit(f)(x3)
            finally:
                ms.set_context(jit_syntax_level=ms.LAX)
        case(f"ctx/{ln}/{f.__name__}", ctxrun)
case("level_values", lambda: (ms.STRICT, ms.COMPATIBLE, ms.LAX, int(ms.STRICT), int(ms.LAX)))
case("ctx_get", lambda: ms.get_context("jit_syntax_level"))
case("bad_level", lambda: ms.set_context(jit_syntax_level=5))
case("bad_level_str", lambda: ms.set_context(jit_syntax_level="LAX"))
case("bad_cfg", lambda: ms.JitConfig(jit_syntax_level="lax"))
case("bad_cfg2", lambda: ms.jit(b_dict, jit_config=ms.JitConfig(jit_syntax_level="FOO"))(x3))


# gradients through fallback parts
def g1(x):
    a = x.asnumpy()
    s = float(np.sum(a))
    return x * s


def g2(x):
    d = {"a": x, "b": x * 2}
    return d["a"] * d["b"]


def g3(x):
    lst = [x]
    lst.append(x * 3)
    return lst[0] + lst[1]


def g4(x):
    n = INNER.n
    return x * n + 1


def g5(x):
    y = Tensor(np.ones((3,), np.float32)) * x
    return y.sum()


def g6(x):
    if x.asnumpy().sum() > 0:
        return x * x
    return x * 3


def g7(x):
    r = x
    for i in range(int(x.shape[0])):
        r = r * 2
    return r


def g8(x):
    return ops.ReduceSum()(x * x), "aux"


GF = [g1, g2, g3, g4, g5, g6, g7]
for f in GF:
    case(f"grad/{f.__name__}", lambda f=f: ms.jit(ms.grad(f))(x3))
    case(f"grad_out/{f.__name__}", lambda f=f: ms.grad(ms.jit(f))(x3))
    case(f"vag/{f.__name__}", lambda f=f: ms.jit(ms.value_and_grad(f))(x3))
    case(f"gradop/{f.__name__}", lambda f=f: ms.jit(ops.GradOperation()(f))(x3))
    case(f"grad_neg/{f.__name__}", lambda f=f: ms.jit(ms.grad(f))(-x3))
case("grad_aux", lambda: ms.jit(ms.grad(g8, has_aux=True))(x3))


class PrintNet(nn.Cell):
    def construct(self, x):
        print("x is", x)
        print(f"fs {x}")
        print("shape", x.shape, "dtype", x.dtype)
        print(x.asnumpy())
        return x


case("print_cell", lambda: PrintNet()(x3))
case("print_cell_int", lambda: PrintNet()(Tensor(np.array([[1, 2]], np.int8))))
