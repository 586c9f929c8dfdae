"""P.EditDistance (tests/st/ops/ascend/test_edit_distance.py): sparse batches of sequences, normalised or not,
shapes of different sizes, empty sequences, MindSpore's dtype errors; P.DropoutGenMask (test_drop_out_gen_mask.py
test_fuzz): argument checks, then MindSpore 2.10's CPU RuntimeError (no kernel)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


def T(a, dt=np.int64):
    return Tensor(np.array(a).astype(dt))


class Net(nn.Cell):
    def __init__(self, h_shape, t_shape, normalize):
        super().__init__()
        self.op = P.EditDistance(normalize)
        self.h_shape = h_shape
        self.t_shape = t_shape

    def construct(self, hi, hv, ti, tv):
        return self.op(hi, hv, self.h_shape, ti, tv, self.t_shape)


h1, h2, h3 = [[0, 0, 0], [1, 0, 1], [1, 1, 1]], [1, 2, 3], [2, 2, 2]
t1, t2, t3 = [[0, 1, 0], [0, 0, 1], [1, 1, 0], [1, 0, 1]], [1, 2, 3, 1], [2, 2, 2]
for norm in (True, False):
    emit(f"st_case_{norm}", Net(T(h3), T(t3), norm)(T(h1), T(h2), T(t1), T(t2)))
    emit(f"ragged_{norm}", Net(T([2, 4]), T([3, 3]), norm)(T([[0, 0], [0, 1], [0, 3], [1, 0]]), T([5, 6, 8, 7], np.float32),
                                                          T([[0, 0], [0, 1], [0, 2]]), T([5, 7, 6], np.float32)))
emit_error("values_dtype", lambda: P.EditDistance(True)(T(h1), T(h2), T(h3), T(t1), T(t2, np.int32), T(t3)))
emit_error("normalize_int", lambda: P.EditDistance(1))
emit_error("indices_int32", lambda: P.EditDistance(True)(T(h1, np.int32), T(h2), T(h3), T(t1), T(t2), T(t3)))

op = ops.DropoutGenMask(1, 2)
emit_error("gen_mask_no_args", lambda: ops.DropoutGenMask()(**{}))
emit_error("gen_mask_one_arg", lambda: op((2, 4)))
emit_error("gen_mask_seed_float", lambda: ops.DropoutGenMask(1.5, 2))
emit_error("gen_mask_prob_int", lambda: op((2, 4), Tensor(1, ms.int32)))
emit_error("gen_mask_cpu", lambda: op((2, 4), Tensor(0.5, ms.float32)))
