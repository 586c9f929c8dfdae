"""A primitive attribute given as ``ms.mutable(True)`` (ut ops/test_primitive_with_kwargs
test_primitive_keyword_argument, adapt45utb): MindSpore 2.10 takes a mutable bool ``keep_dims`` of ReduceSum /
ReduceMean / ReduceMax / ... as the bool, eagerly, in a Cell and in an ``@ms.jit`` function whose argument it is.
msgraph refused it (TypeError "ReduceSum(keep_dims=<class 'MutableBool'>...)")."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

X = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))


@ms.jit
def reduce_kw(x, axis, keep_dims):
    return ops.ReduceSum(keep_dims=keep_dims)(x=x, axis=axis)


@ms.jit
def reduce_all(x, keep_dims):
    return ops.ReduceSum(keep_dims=keep_dims)(x)


def run(label, fn):
    emit_error(label, fn)   # (records fn()'s value, or what it raises)


run("jit_axis1_true", lambda: reduce_kw(X, 1, True))
run("jit_mutable_axis_false", lambda: reduce_kw(X, ms.mutable(1), False))
run("jit_tuple_axis_mutable_true", lambda: reduce_kw(X, (1, 2), ms.mutable(True)))
run("jit_mutable_tuple_mutable_false", lambda: reduce_kw(X, ms.mutable((1, 2)), ms.mutable(False)))
run("jit_all_mutable_true", lambda: reduce_all(X, ms.mutable(True)))
run("jit_all_mutable_false", lambda: reduce_all(X, ms.mutable(False)))


class ReduceCell(nn.Cell):
    def __init__(self, name, keep):
        super().__init__()
        self.op = getattr(ops, name)(keep_dims=keep)

    def construct(self, x):
        return self.op(x, 1)


for name in ("ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceAny"):
    for keep in (True, False):
        x = X > 3 if name == "ReduceAny" else X
        run(f"cell_{name}_mutable_{keep}", lambda: ReduceCell(name, ms.mutable(keep))(x))
        run(f"eager_{name}_mutable_{keep}", lambda: getattr(ops, name)(keep_dims=ms.mutable(keep))(x, 1))
