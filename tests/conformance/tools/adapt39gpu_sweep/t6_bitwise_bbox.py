"""st ops/gpu test_bitwise_op / bitwiseand / bitwiseor / bitwisexor / boundingbox_decode / boundingbox_encode /
bool_op: primitives and functions over dtypes (int / uint / bool / float errors), broadcasting, scalars, mixed
dtypes, 0-d / empty; BoundingBoxDecode / Encode attributes and dtypes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


A = np.array([[0, 1, -3, 7], [12, -128, 127, 5]])
B = np.array([[1, 3, 5, -1], [10, 0, -1, 6]])
DT = [ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.uint16, ms.uint32, ms.uint64, ms.bool_, ms.float32]
for name, p, fn in [("BitwiseAnd", P.BitwiseAnd, ops.bitwise_and), ("BitwiseOr", P.BitwiseOr, ops.bitwise_or),
                    ("BitwiseXor", P.BitwiseXor, ops.bitwise_xor)]:
    for dt in DT:
        case(f"{name} {dt}", lambda: Net(p())(Tensor(A, dt), Tensor(B, dt)))
    case(f"{name} bcast", lambda: Net(p())(Tensor(A, ms.int32), Tensor(B[0], ms.int32)))
    case(f"{name} mixed", lambda: Net(p())(Tensor(A, ms.int32), Tensor(B, ms.int64)))
    case(f"{name} mixed u8 i8", lambda: Net(p())(Tensor(A, ms.uint8), Tensor(B, ms.int8)))
    case(f"{name} bool int", lambda: Net(p())(Tensor(A > 0), Tensor(B, ms.int32)))
    case(f"{name} scalar", lambda: Net(p())(Tensor(A, ms.int32), 3))
    case(f"{name} fn scalar", lambda: fn(Tensor(A, ms.int32), 3))
    case(f"{name} fn scalar bool", lambda: fn(Tensor(A > 0), True))
    case(f"{name} 0-d", lambda: Net(p())(Tensor(6, ms.int32), Tensor(3, ms.int32)))
    case(f"{name} empty", lambda: Net(p())(Tensor(np.zeros((0, 2)), ms.int32), Tensor(np.zeros((0, 2)), ms.int32)))
    case(f"{name} fn", lambda: fn(Tensor(A, ms.int16), Tensor(B, ms.int16)))
    case(f"{name} method", lambda: getattr(Tensor(A, ms.int32), name.lower().replace("bitwise", "bitwise_"))(Tensor(B, ms.int32)))
for dt in [ms.int8, ms.int32, ms.uint8, ms.bool_, ms.float32]:
    case(f"Invert {dt}", lambda: Net(P.Invert())(Tensor(A, dt)))
    case(f"bitwise_not {dt}", lambda: ops.bitwise_not(Tensor(A, dt)) if hasattr(ops, "bitwise_not") else "absent")
for dt in [ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_, ms.float32]:
    case(f"bitwise_left_shift {dt}", lambda: ops.bitwise_left_shift(Tensor(np.abs(A) % 8, dt), Tensor(np.abs(B) % 4, dt)))
    case(f"bitwise_right_shift {dt}", lambda: ops.bitwise_right_shift(Tensor(A, dt), Tensor(np.abs(B) % 4, dt)))
case("left shift big", lambda: ops.bitwise_left_shift(Tensor(np.array([1, 1, 1]), ms.int8), Tensor(np.array([7, 8, 9]), ms.int8)))
case("right shift neg", lambda: ops.bitwise_right_shift(Tensor(np.array([-8, -1, 8]), ms.int32), Tensor(np.array([1, 40, -1]), ms.int32)))
# BoundingBoxDecode / Encode
ANCH = np.array([[4.0, 1.0, 2.0, 1.0], [2.0, 2.0, 2.0, 3.0]])
DEL = np.array([[3.0, 1.0, 2.0, 2.0], [1.0, 2.0, 1.0, 4.0]])
GT = np.array([[3.0, 1.0, 6.0, 4.0], [0.0, 1.0, 3.0, 5.0]])
for dt in [ms.float16, ms.float32, ms.float64, ms.int32]:
    case(f"BBDecode {dt}", lambda: Net(P.BoundingBoxDecode(max_shape=(768, 1280), means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0), wh_ratio_clip=0.016))(Tensor(ANCH, dt), Tensor(DEL, dt)))
    case(f"BBEncode {dt}", lambda: Net(P.BoundingBoxEncode(means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0)))(Tensor(ANCH, dt), Tensor(GT, dt)))
case("BBDecode stds", lambda: Net(P.BoundingBoxDecode(max_shape=(10, 12), means=(0.1, 0.2, 0.0, 0.0), stds=(0.1, 0.1, 0.2, 0.2)))(Tensor(ANCH, ms.float32), Tensor(DEL, ms.float32)))
case("BBDecode no max_shape", lambda: P.BoundingBoxDecode(means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0)))
case("BBDecode clip small", lambda: Net(P.BoundingBoxDecode(max_shape=(3, 3), wh_ratio_clip=0.5))(Tensor(ANCH, ms.float32), Tensor(DEL * 3, ms.float32)))
case("BBDecode mixed", lambda: Net(P.BoundingBoxDecode(max_shape=(10, 12)))(Tensor(ANCH, ms.float32), Tensor(DEL, ms.float16)))
case("BBDecode bad shape", lambda: Net(P.BoundingBoxDecode(max_shape=(10, 12)))(Tensor(ANCH[:, :3], ms.float32), Tensor(DEL[:, :3], ms.float32)))
case("BBDecode rows differ", lambda: Net(P.BoundingBoxDecode(max_shape=(10, 12)))(Tensor(ANCH, ms.float32), Tensor(DEL[:1], ms.float32)))
case("BBDecode empty", lambda: Net(P.BoundingBoxDecode(max_shape=(10, 12)))(Tensor(np.zeros((0, 4)), ms.float32), Tensor(np.zeros((0, 4)), ms.float32)))
case("BBEncode stds", lambda: Net(P.BoundingBoxEncode(means=(0.1, 0.0, 0.0, 0.2), stds=(0.1, 0.1, 0.2, 0.2)))(Tensor(ANCH, ms.float32), Tensor(GT, ms.float32)))
case("BBEncode mixed", lambda: Net(P.BoundingBoxEncode())(Tensor(ANCH, ms.float32), Tensor(GT, ms.float16)))
case("BBEncode stds 3", lambda: P.BoundingBoxEncode(stds=(1.0, 1.0, 1.0)))
case("BBEncode stds int", lambda: P.BoundingBoxEncode(stds=(1, 1, 1, 1)))
case("BBEncode zero width", lambda: Net(P.BoundingBoxEncode())(Tensor(np.array([[1.0, 1.0, 0.0, 2.0]]), ms.float32), Tensor(np.array([[1.0, 1.0, 2.0, 2.0]]), ms.float32)))
case("BBEncode empty", lambda: Net(P.BoundingBoxEncode())(Tensor(np.zeros((0, 4)), ms.float32), Tensor(np.zeros((0, 4)), ms.float32)))
