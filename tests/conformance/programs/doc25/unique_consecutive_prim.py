"""ops.UniqueConsecutive(return_inverse=False, return_counts=False, dim=None) (MindSpore 2.10's docstring example,
extended): the Primitive takes the three attributes positionally or by name and always returns three Tensors;
the index and counts asked for are returned in full (an output not asked for is a 0-d int64 Tensor whose value
MindSpore leaves unset: only its shape and dtype are compared).  Flattened and along a dim; Graph mode in a Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from mindspore import dtype as mstype
from _conf import emit_error

X = Tensor(np.array([1, 1, 2, 2, 3, 1, 1, 2]), mstype.int32)
X2 = Tensor(np.array([[1, 1], [1, 1], [2, 3], [2, 3]]), mstype.int32)


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


def run(x, *args, **kwargs):
    out, idx, counts = Net(ops.UniqueConsecutive(*args, **kwargs))(x)
    shown = lambda t, asked: t if asked else (t.shape, str(t.dtype))   # noqa: E731
    inv = args[0] if args else kwargs.get("return_inverse", False)
    cnt = args[1] if len(args) > 1 else kwargs.get("return_counts", False)
    return out, shown(idx, inv), shown(counts, cnt)


emit_error("doc_true_true_none", run, X, True, True, None)
emit_error("inverse_only", run, X, True, False, None)
emit_error("counts_only", run, X, False, True, None)
emit_error("none_asked", run, X, False, False, None)
emit_error("defaults", run, X)
emit_error("keywords", run, X, return_counts=True, return_inverse=True)
emit_error("dim0", run, X2, True, True, 0)
emit_error("dim1", run, X2, True, True, 1)
