"""``x[mask] += v`` / ``x[mask] *= v`` / ``x[mask] = x[mask] + v`` in graph code with a 1-d bool mask over axis 0
(a list of bools or a bool Tensor; st pynative test_tensor_augassign / test_tensor_setitem by bool, adapted in a
Graph-mode Cell): x[mask] has a run-time length, (count, 3, 4) for a (2, 3, 4) x, and MindSpore 2.10 broadcasts
it to x's shape when the graph runs -- it writes when count is 1 or x.shape[0], and is its BroadcastTo ValueError
otherwise (two of three rows; adapt34t/mask_setitem_value) and for a rank-2 mask, whose (count, 4) read padded to
(count, 4, 1) cannot broadcast.  msgraph raised the BroadcastTo ValueError while compiling for every such mask.
Gradients flow as numpy's write.  PyNative: numpy's semantics in both."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.composite import GradOperation
from _conf import emit_error


class Aug(nn.Cell):
    def __init__(self, idx, op="+"):
        super().__init__()
        self.idx = idx
        self.op = op

    def construct(self, x, v):
        if self.op == "+":
            x[self.idx] += v
        else:
            x[self.idx] *= v
        return x


class AugArg(nn.Cell):
    def construct(self, x, i, v):
        x[i] += v
        return x


class SetRead(nn.Cell):
    def construct(self, x, i, v):
        x[i] = x[i] + v
        return x


class GAug(nn.Cell):
    def __init__(self, idx):
        super().__init__()
        self.idx = idx

    def construct(self, x, v):
        y = x * 1
        y[self.idx] += v
        return (y * y).sum()


X = np.arange(24).reshape(2, 3, 4)
for dt in ("int32", "float32"):
    for nm, idx in (("list", [True, False]), ("tensor", Tensor(np.array([False, True]))),
                    ("tensor_rank2", Tensor(np.array([[True, False, True], [False, False, True]])))):
        emit_error(f"{dt}.{nm}.add_number", lambda: Aug(idx)(Tensor(X.astype(dt)), 2))
        emit_error(f"{dt}.{nm}.add_row", lambda: Aug(idx)(Tensor(X.astype(dt)), Tensor(np.array([1, 2, 3, 4]).astype(dt))))
        emit_error(f"{dt}.{nm}.mul_number", lambda: Aug(idx, "*")(Tensor(X.astype(dt)), 2))
        if isinstance(idx, Tensor):
            emit_error(f"{dt}.{nm}.add_arg", lambda: AugArg()(Tensor(X.astype(dt)), idx, 2))
            emit_error(f"{dt}.{nm}.set_read", lambda: SetRead()(Tensor(X.astype(dt)), idx, 2))
    X3 = np.arange(12).reshape(3, 4).astype(dt)
    emit_error(f"{dt}.one_of_three", lambda: AugArg()(Tensor(X3), Tensor(np.array([False, True, False])), 2))
    emit_error(f"{dt}.two_of_three", lambda: AugArg()(Tensor(X3), Tensor(np.array([True, False, True])), 2))
    emit_error(f"{dt}.all_three", lambda: AugArg()(Tensor(X3), Tensor(np.array([True, True, True])), 2))
for nm, idx in (("list", [True, False]), ("tensor", Tensor(np.array([False, True])))):
    emit_error(f"grad.{nm}", lambda: GradOperation(get_all=True)(GAug(idx))(Tensor(X.astype("float32")),
                                                                            Tensor(np.array([1.0], np.float32))))
