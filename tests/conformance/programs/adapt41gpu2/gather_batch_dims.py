"""Gather with batch_dims above the axis (st/ops/gpu test_gatherV2_op; adapt41gpu2): MindSpore 2.10 checks the axis
against batch_dims first (a ValueError); msgraph compared the batch shapes first and raised its RuntimeError.
The accepted batch_dims forms are recorded too."""
import numpy as np
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class G(nn.Cell):
    def __init__(self, batch_dims, axis):
        super().__init__()
        self.gather = P.Gather(batch_dims=batch_dims)
        self.axis = axis

    def construct(self, x, i):
        return self.gather(x, i, self.axis)


X = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
emit_error("Gather_batch_dims_above_axis", lambda: G(2, 1)(X, Tensor(np.array([[1, 0], [2, 2]], np.int32))))
emit_error("gather_fn_batch_dims_above_axis", lambda: ops.gather(X, Tensor(np.array([[1, 0], [2, 2]], np.int32)), 0,
                                                                  batch_dims=1))
emit_error("Gather_batch_dims1_axis2", lambda: G(1, 2)(X, Tensor(np.array([[1, 0], [3, 3]], np.int64))))
emit_error("Gather_batch_dims_neg", lambda: G(-1, 1)(X, Tensor(np.array([[1, 0], [2, 2]], np.int32))))
