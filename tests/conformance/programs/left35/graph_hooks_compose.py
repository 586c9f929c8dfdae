"""``x.register_hook(fn)`` several times on one Tensor in graph code (MindSpore 2.10 GRAPH_MODE, measured): the hooks
compose, the last registered applied first (``neg`` then ``add1`` gives -(g + 1)), when the registrations stand in a
``for h in hooks:`` loop or an ``if`` block (or one of them does); two standing directly in the construct's body are
its RuntimeError "It is not supported to register multiple hooks for a Tensor.".  PyNative applies hooks in order.
(st compiler/tensor_hook variants, adapt34d's left item.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _conf import emit, emit_error

W0 = np.array([1.0, 2.0, 3.0]); W1 = np.array([4.0, 5.0, 6.0]); X = np.array([7.0, 8.0, 9.0])


def neg(g):
    return -g


def add1(g):
    return g + 1


def dbl(g):
    return g * 2


HOOKS = (neg, add1)


class Base(nn.Cell):
    def __init__(self, hooks=(neg, add1), where="mid"):
        super().__init__()
        self.w0 = Parameter(Tensor(W0, ms.float32), name="w0")
        self.w1 = Parameter(Tensor(W1, ms.float32), name="w1")
        self.hooks = hooks
        self.where = where
        self.h1 = neg


class Loop(Base):
    def construct(self, x):
        if self.where == "in":
            for h in self.hooks:
                x.register_hook(h)
        x = x * self.w0
        if self.where == "mid":
            for h in self.hooks:
                x.register_hook(h)
        out = x * self.w1
        if self.where == "out":
            for h in self.hooks:
                out.register_hook(h)
        return out


class GlobalTuple(Base):
    def construct(self, x):
        x = x * self.w0
        for h in HOOKS:
            x.register_hook(h)
        return x * self.w1


class InIf(Base):
    def construct(self, x):
        x = x * self.w0
        x.register_hook(neg)
        if self.where == "mid":
            x.register_hook(add1)
            x.register_hook(dbl)
        return x * self.w1


class LoopAndStatement(Base):
    def construct(self, x):
        x = x * self.w0
        for h in (neg, add1):
            x.register_hook(h)
            x.register_hook(dbl)
        return x * self.w1


class TwoStatements(Base):
    def construct(self, x):
        x = x * self.w0
        x.register_hook(self.h1)
        x.register_hook(add1)
        return x * self.w1


class Separated(Base):
    def construct(self, x):
        x = x * self.w0
        x.register_hook(neg)
        y = x * self.w1
        x.register_hook(add1)
        return y


def g_all(net):
    return ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(Tensor(X, ms.float32))


for where in ("in", "mid", "out"):
    emit_error(f"loop_{where}", lambda: g_all(Loop((neg, add1), where)))
    emit_error(f"loop3_{where}", lambda: g_all(Loop((add1, dbl, neg), where)))
emit_error("loop_same_hook_twice", lambda: g_all(Loop((neg, neg))))
emit_error("global_tuple", lambda: g_all(GlobalTuple()))
emit_error("in_if", lambda: g_all(InIf()))
emit_error("loop_and_statement", lambda: g_all(LoopAndStatement()))
emit_error("two_statements", lambda: g_all(TwoStatements()))
emit_error("separated_statements", lambda: g_all(Separated()))
