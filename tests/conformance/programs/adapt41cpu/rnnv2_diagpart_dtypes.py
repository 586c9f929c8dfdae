"""ResizeNearestNeighborV2's and MatrixDiagPartV3's dtype checks (st ops/dynamic_shape/grad
test_resize_nearest_neighbor_v2 / test_matrix_diag_partv3 variants, adapt41cpu).  ResizeNearestNeighborV2's CPU
kernel takes float16 / float32 / float64 and uint8 images: an int16 / int32 / int64 image is its TypeError (msgraph
resized it, SILENT as a result) and a uint8 image computes (msgraph refused it).  MatrixDiagPartV3's k must be an
int32 Tensor and its padding_value of x's dtype (TypeErrors; msgraph took an int64 k and a float64 padding_value)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.array_ops import MatrixDiagPartV3
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


SZ = Tensor(np.array([3, 3], np.int32))
IMG = np.array([[[[1, 2], [3, 4]]]])
for dt in ("float16", "float32", "float64", "uint8", "int16", "int32", "int64"):
    emit_error(f"rnnv2_{dt}", lambda: Fn(ops.ResizeNearestNeighborV2())(Tensor(IMG.astype(dt)), SZ))
emit_error("rnnv2_align", lambda: Fn(ops.ResizeNearestNeighborV2(True))(Tensor(IMG.astype(np.uint8)),
                                                                        Tensor(np.array([3, 4], np.int32))))

X = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
P0 = Tensor(np.array(0.0, np.float32))
emit_error("diagpart_k_int32", lambda: Fn(MatrixDiagPartV3())(X, Tensor(np.array([-1, 1], np.int32)), P0))
emit_error("diagpart_k_int64", lambda: Fn(MatrixDiagPartV3())(X, Tensor(np.array(0, np.int64)), P0))
emit_error("diagpart_k_float32", lambda: Fn(MatrixDiagPartV3())(X, Tensor(np.array(0, np.float32)), P0))
emit_error("diagpart_pad_float64", lambda: Fn(MatrixDiagPartV3())(X, Tensor(np.array(0, np.int32)),
                                                                  Tensor(np.array(9.0, np.float64))))
emit_error("diagpart_int32_x", lambda: Fn(MatrixDiagPartV3("LEFT_RIGHT"))(
    Tensor(np.arange(12, dtype=np.int32).reshape(3, 4)), Tensor(np.array([0, 1], np.int32)), Tensor(np.array(-1, np.int32))))
