"""P.BoundingBoxDecode / P.BoundingBoxEncode and P.Invert checks (st ops/gpu test_boundingbox_decode_op /
test_boundingbox_encode_op / test_bitwise_op variants, adapt39gpu), MindSpore 2.10 in both modes: boxes must be
float16 / float32 (float64 a TypeError), of one dtype (TypeError) and one count (ValueError); means / stds of 4
floats (a length 3 a ValueError, ints a TypeError) and BoundingBoxDecode's max_shape required (TypeError) when built;
Invert of a Bool Tensor is a TypeError (msgraph computed all of these)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


ANCH = np.array([[4.0, 1.0, 2.0, 1.0], [2.0, 2.0, 2.0, 3.0]])
DEL = np.array([[3.0, 1.0, 2.0, 2.0], [1.0, 2.0, 1.0, 4.0]])
GT = np.array([[3.0, 1.0, 6.0, 4.0], [0.0, 1.0, 3.0, 5.0]])
dec = P.BoundingBoxDecode(max_shape=(10, 12), means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0))
enc = P.BoundingBoxEncode(means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0))
for dt in [ms.float16, ms.float32, ms.float64]:
    emit_error(f"decode_{dt}", lambda: Net(dec)(Tensor(ANCH, dt), Tensor(DEL * 0.1, dt)))
    emit_error(f"encode_{dt}", lambda: Net(enc)(Tensor(ANCH, dt), Tensor(GT, dt)))
emit_error("decode_mixed", lambda: Net(dec)(Tensor(ANCH, ms.float32), Tensor(DEL, ms.float16)))
emit_error("encode_mixed", lambda: Net(enc)(Tensor(ANCH, ms.float32), Tensor(GT, ms.float16)))
emit_error("decode_counts", lambda: Net(dec)(Tensor(ANCH, ms.float32), Tensor(DEL[:1], ms.float32)))
emit_error("encode_counts", lambda: Net(enc)(Tensor(ANCH, ms.float32), Tensor(GT[:1], ms.float32)))
emit_error("decode_no_max_shape", lambda: P.BoundingBoxDecode(means=(0.0, 0.0, 0.0, 0.0)) and "built")
emit_error("encode_stds_3", lambda: P.BoundingBoxEncode(stds=(1.0, 1.0, 1.0)) and "built")
emit_error("encode_stds_int", lambda: P.BoundingBoxEncode(stds=(1, 1, 1, 1)) and "built")
emit_error("decode_means_int", lambda: P.BoundingBoxDecode(max_shape=(10, 12), means=(0, 0, 0, 0)) and "built")
for dt in [ms.bool_, ms.int8, ms.uint8, ms.int32]:
    emit_error(f"invert_{dt}", lambda: Net(P.Invert())(Tensor(np.array([[0, 1], [1, 0]]), dt)))
