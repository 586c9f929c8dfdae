"""Functional-API dtype x shape sweep (part a), found by diffing msgraph against MindSpore 2.10 call by call:
ops.renorm on a 1-d input clips each element (its sub-tensors along axis 0 are single elements, not the whole
vector); ops.logsumexp of an empty input is -inf (no ReduceMax error) and ops.logcumsumexp of one is empty,
while logcumsumexp refuses int/bool inputs (CumulativeLogsumexp's TypeError); ops.outer reshapes only its first
argument, so a (0, 3) vec2 gives (0, 3) and a 2-d pair that does not broadcast is Mul's ValueError; ops.cov,
ops.copysign and ops.count_nonzero refuse bool inputs with TypeError (and cov a 3-d input with ValueError).
Graph mode runs the same calls inside a Cell."""
import mindspore as ms
from mindspore import nn, ops
from _conf import emit_error
from _fn24_util import flush, mk


class Renorm(nn.Cell):
    def construct(self, x):
        return ops.renorm(x, 2, 0, 1.0)


class LogSumExp(nn.Cell):
    def __init__(self, axis, keep):
        super().__init__()
        self.axis, self.keep = axis, keep

    def construct(self, x):
        return ops.logsumexp(x, self.axis, self.keep)


class LogCumSumExp(nn.Cell):
    def construct(self, x):
        return ops.logcumsumexp(x, 0)


class Outer(nn.Cell):
    def construct(self, x, y):
        return ops.outer(x, y)


class Cov(nn.Cell):
    def construct(self, x):
        return ops.cov(x)


class CopySign(nn.Cell):
    def construct(self, x, y):
        return ops.copysign(x, y)


class CountNonzero(nn.Cell):
    def construct(self, x):
        return ops.count_nonzero(x)


FUNCS = {"renorm": (Renorm, lambda x: ops.renorm(x, 2, 0, 1.0)),
         "lse0": (lambda: LogSumExp(0, False), lambda x: ops.logsumexp(x, 0)),
         "lse1k": (lambda: LogSumExp(-1, True), lambda x: ops.logsumexp(x, -1, True)),
         "lcse": (LogCumSumExp, lambda x: ops.logcumsumexp(x, 0)),
         "outer": (Outer, ops.outer),
         "cov": (Cov, ops.cov),
         "copysign": (CopySign, ops.copysign),
         "count_nonzero": (CountNonzero, ops.count_nonzero)}


def run(name, *args):
    flush()
    cell, fn = FUNCS[name]
    return cell()(*args) if ms.get_context("mode") == ms.GRAPH_MODE else fn(*args)


SHAPES = {"1d": (5,), "2d": (3, 4), "e": (0, 3)}
for dt in ("float16", "float32", "float64"):
    for sn, sh in SHAPES.items():
        emit_error(f"renorm_{dt}_{sn}", run, "renorm", mk(dt, sh))
        if (dt, sn) != ("float64", "e"):   # MindSpore's float64 kernel: log of a denormal, not -inf
            emit_error(f"lse0_{dt}_{sn}", run, "lse0", mk(dt, sh))
        emit_error(f"lse1k_{dt}_{sn}", run, "lse1k", mk(dt, sh))
for dt in ("bool", "int32", "float16", "float32", "float64"):
    for sn, sh in SHAPES.items():
        emit_error(f"lcse_{dt}_{sn}", run, "lcse", mk(dt, sh))
for dt in ("bool", "int8", "float32"):
    emit_error(f"outer_{dt}_1d", run, "outer", mk(dt, (5,)), mk(dt, (4,)))
    emit_error(f"outer_{dt}_e", run, "outer", mk(dt, (0, 3)), mk(dt, (0, 3)))
    emit_error(f"outer_{dt}_2d", run, "outer", mk(dt, (3, 4)), mk(dt, (3, 4)))
    emit_error(f"outer_{dt}_col", run, "outer", mk(dt, (2, 2)), mk(dt, (3,)))
for dt in ("bool", "int32", "float16", "float32"):
    emit_error(f"cov_{dt}_1d", run, "cov", mk(dt, (5,)))
    emit_error(f"cov_{dt}_2d", run, "cov", mk(dt, (3, 4)))
    emit_error(f"copysign_{dt}", run, "copysign", mk(dt, (5,)), mk("float32", (5,)) - 1)
    emit_error(f"count_nonzero_{dt}", run, "count_nonzero", mk(dt, (3, 4)))
emit_error("cov_float32_3d", run, "cov", mk("float32", (2, 2, 2)))
