"""A wrong number of positional arguments where MindSpore 2.10's generic argument binder reports it: its
RuntimeError ("Miss argument input for parameter:x", "takes 1 positional arguments, but 3 were given", "its max
argument size ... is less than parameter size") -- a Graph-mode Cell's construct or an ``@jit`` function with
``*args`` / ``**kwargs``, and, inside graph code, a callee with defaults, keyword-only parameters or ``*args`` /
``**kwargs``.  A plain signature (or only defaults / keyword-only ones at the entry) keeps the arity TypeError.
msgraph had raised its TypeError (MSG405) for all of them (adapt37am)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, jit
from _conf import emit, emit_error

x = Tensor(np.array([1.0, 2.0], np.float32))


class KwCell(nn.Cell):
    def construct(self, x, **kw):
        return x * 2


class StarCell(nn.Cell):
    def construct(self, x, y, *args):
        return x + y


class DefCell(nn.Cell):
    def construct(self, x, y=2):
        return x * y


@jit
def jkw(x, **kw):
    return x + 1


@jit
def jdef(x, y=1):
    return x + y


def g_def(a, b=1):
    return a * b


def g_star(a, *rest):
    return a


def g_plain(a):
    return a


@jit
def inner_def_missing(x):
    return g_def()


@jit
def inner_def_many(x):
    return g_def(x, x, x)


@jit
def inner_star_missing(x):
    return g_star()


@jit
def inner_plain_missing(x):
    return g_plain()


class Sub(nn.Cell):
    def construct(self, x, **kw):
        return x


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Sub()

    def construct(self, x):
        return self.sub(x, x)


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("kw_cell_missing", lambda: KwCell()())
    emit_error("kw_cell_many", lambda: KwCell()(x, x, x))
    emit_error("star_cell_missing", lambda: StarCell()(x))
    emit("star_cell_extra", StarCell()(x, x, x))
    emit_error("def_cell_missing", lambda: DefCell()())
    emit_error("def_cell_many", lambda: DefCell()(x, x, x))
    emit_error("sub_cell_many", lambda: Outer()(x))
emit_error("jit_kw_missing", lambda: jkw())
emit_error("jit_kw_many", lambda: jkw(x, x))
emit("jit_kw_extra_keyword", jkw(x, q=1))
emit_error("jit_def_missing", lambda: jdef())
emit_error("inner_def_missing", lambda: inner_def_missing(x))
emit_error("inner_def_many", lambda: inner_def_many(x))
emit_error("inner_star_missing", lambda: inner_star_missing(x))
emit_error("inner_plain_missing", lambda: inner_plain_missing(x))
