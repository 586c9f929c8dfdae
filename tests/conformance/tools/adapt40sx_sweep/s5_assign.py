"""Assign / AssignAdd / AssignSub on Parameters of every dtype, mismatched dtypes and shapes, number OP= Tensor,
Parameter augmented assignment in Cells, annotated assignment (st compiler/syntax/simple_expression
test_assignment_ops, test_annassign; auto_monad test_effect_optimizer)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P
from mindspore.common.initializer import initializer
from h import run3, plain

DT = {"b": np.bool_, "i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32,
      "u32": np.uint32, "i64": np.int64, "u64": np.uint64, "f16": np.float16, "f32": np.float32, "f64": np.float64}


class AssignNet(nn.Cell):
    def __init__(self, x, y, op):
        super().__init__()
        self.x = Parameter(initializer(x, x.shape), name="x")
        self.y = Parameter(initializer(y, y.shape), name="y")
        self.op = op

    def construct(self):
        self.op(self.y, self.x)
        return self.y


class AssignArg(nn.Cell):
    def __init__(self, y, op):
        super().__init__()
        self.y = Parameter(y, name="y")
        self.op = op

    def construct(self, x):
        out = self.op(self.y, x)
        return out, self.y


for mode, mn in ((ms.PYNATIVE_MODE, "P"), (ms.GRAPH_MODE, "G")):
    for opn, op in (("assign", P.Assign()), ("assignadd", P.AssignAdd()), ("assignsub", P.AssignSub())):
        for d, t in DT.items():
            ms.set_context(mode=mode)
            plain("%s %s_%s" % (mn, opn, d), lambda: AssignNet(Tensor(np.full((2, 2), 3).astype(t)),
                                                              Tensor(np.full((2, 2), 1).astype(t)), op)())
        for nm, y, x in (("f32_i32", np.float32, Tensor(np.array([2, 3], np.int32))),
                         ("i32_f32", np.int32, Tensor(np.array([2.7, -3.7], np.float32))),
                         ("f16_f64", np.float16, Tensor(np.array([2.5, 3], np.float64))),
                         ("i32_int", np.int32, 5), ("f32_float", np.float32, 2.5), ("i32_float", np.int32, 2.5),
                         ("f32_bool", np.float32, True), ("i32_0d", np.int32, Tensor(np.array(4, np.int32))),
                         ("f32_shape", np.float32, Tensor(np.ones((3,), np.float32))),
                         ("f32_bcast", np.float32, Tensor(np.ones((1,), np.float32))),
                         ("f32_tuple", np.float32, (1.0, 2.0)), ("b_i32", np.bool_, Tensor(np.array([0, 2], np.int32)))):
            ms.set_context(mode=mode)
            plain("%s %s_arg_%s" % (mn, opn, nm), lambda: AssignArg(Tensor(np.array([1, 2]).astype(y)), op)(x))
ms.set_context(mode=ms.PYNATIVE_MODE)


# number OP= Tensor, Tensor OP= number (test_number_assignmul_tensor ...)
def n_imul(x):
    n = 3
    n *= x
    return n


def n_idiv(x):
    n = 3
    n /= x
    return n


def n_imod(x):
    n = 7
    n %= x
    return n


def n_ipow(x):
    n = 2
    n **= x
    return n


def n_ifdiv(x):
    n = 7
    n //= x
    return n


def nn_ops(x):
    a = 7
    a //= 2
    b = 7
    b /= 2
    c = 2
    c **= 3
    d = -7
    d %= 3
    e = 5.5
    e //= 2
    return a, b, c, d, e


for f in (n_imul, n_idiv, n_imod, n_ipow, n_ifdiv):
    for nm, mk in (("i32", lambda: (Tensor(np.array([2, -3], np.int32)),)), ("f32", lambda: (Tensor(np.array([2, -3], np.float32)),)),
                   ("i64_0d", lambda: (Tensor(np.array(2, np.int64)),)), ("u8", lambda: (Tensor(np.array([2, 3], np.uint8)),)),
                   ("b", lambda: (Tensor(np.array([True, True])),)), ("f16", lambda: (Tensor(np.array([2, 4], np.float16)),))):
        run3("%s_%s" % (f.__name__, nm), f, mk)
run3("nn_ops", nn_ops, lambda: (1,))


# Parameter augmented assignment in Cells
class ParamAug(nn.Cell):
    def __init__(self, p, op):
        super().__init__()
        self.p = Parameter(p, name="pa")
        self.op = op

    def construct(self, x):
        if self.op == "add":
            self.p += x
        elif self.op == "sub":
            self.p -= x
        elif self.op == "mul":
            self.p *= x
        elif self.op == "div":
            self.p /= x
        elif self.op == "fdiv":
            self.p //= x
        elif self.op == "mod":
            self.p %= x
        else:
            self.p **= x
        return self.p


for mode, mn in ((ms.PYNATIVE_MODE, "P"), (ms.GRAPH_MODE, "G")):
    for op in ("add", "sub", "mul", "div", "fdiv", "mod", "pow"):
        for nm, p, x in (("f32_f32", np.float32, Tensor(np.array([2, 4], np.float32))), ("i32_int", np.int32, 2),
                         ("i32_float", np.int32, 1.5), ("f16_f32", np.float16, Tensor(np.array([2, 4], np.float32))),
                         ("i32_f32", np.int32, Tensor(np.array([2, 4], np.float32))), ("f32_0d", np.float32, Tensor(2.0)),
                         ("u8_int", np.uint8, 3)):
            ms.set_context(mode=mode)

            def go(p=p, x=x, op=op):
                net = ParamAug(Tensor(np.array([5, 7]).astype(p)), op)
                out = net(x)
                return out, net.p
            plain("%s paramaug_%s_%s" % (mn, op, nm), go)
ms.set_context(mode=ms.PYNATIVE_MODE)


# annotated assignment
class Ann(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = 1

    def construct(self, x: int):
        y: int = 1
        z: float  # noqa
        self.m: float = 2 + x
        w: Tensor = x * 2
        return self.m + y, w


for mode, mn in ((ms.PYNATIVE_MODE, "P"), (ms.GRAPH_MODE, "G")):
    ms.set_context(mode=mode)
    plain("%s annassign_int" % mn, lambda: Ann()(1))
    plain("%s annassign_tensor" % mn, lambda: Ann()(Tensor(np.array([1, 2], np.int32))))
    net = Ann()
    plain("%s annassign_attr_after" % mn, lambda: (net(3), net.m))
ms.set_context(mode=ms.PYNATIVE_MODE)
