"""Shared helpers of the rand27 programs: exact(label, value) emits a value compared bit for bit (a seeded
kernel's numbers are MindSpore's exactly); calls(p, *arg_tuples) calls one primitive instance with each argument
tuple in turn (its engine continues between calls); Pair(p, q) is a Cell whose construct returns
(p(x, y), q(x, z)) and Sites(p, q) one returning (p(x), q(x)) (a Graph-mode kernel per call site)."""
from mindspore import nn


def exact(label, value):
    import _conf
    _conf.emit(label, value, rtol=0, atol=0)


def calls(p, *arg_tuples):
    return tuple(p(*args) for args in arg_tuples)


class Pair(nn.Cell):
    def __init__(self, p, q):
        super().__init__()
        self.p = p
        self.q = q

    def construct(self, x, y, z):
        return self.p(x, y), self.q(x, z)


class Sites(nn.Cell):
    def __init__(self, p, q):
        super().__init__()
        self.p = p
        self.q = q

    def construct(self, x):
        return self.p(x), self.q(x)
