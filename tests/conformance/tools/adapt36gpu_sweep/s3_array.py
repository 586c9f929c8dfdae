"""st ops/gpu unique_op, unique_with_pad_op, broadcast_to_ops, unpack_op, reverse_sequence, reverse_v2_op,
sequence_mask_op, tile (repeat_elements_op), squeeze_op, expand_dims: dtypes, 0-d / empty, negative axes, kwargs,
gradients, invalid inputs."""
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


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


DT = [ms.float16, ms.float32, ms.float64, ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.bool_]
U = np.array([3, 1, 3, -2, 1, 0, 3])
for dt in DT:
    case(f"Unique {dt}", lambda: Net(P.Unique())(Tensor(U, dt)))
    case(f"UniqueWithPad {dt}", lambda: Net(P.UniqueWithPad())(Tensor(U, dt), Tensor(np.array(9), dt)))
    case(f"unique fn {dt}", lambda: Net(ops.unique)(Tensor(U, dt)))
    case(f"BroadcastTo {dt}", lambda: Net(P.BroadcastTo((2, 3, 7)))(Tensor(U, dt)))
    case(f"Unstack {dt}", lambda: Net(P.Unstack(axis=-1))(Tensor(U.reshape(1, 7), dt)))
    case(f"ReverseV2 {dt}", lambda: Net(P.ReverseV2(axis=(0, -1)))(Tensor(np.arange(6).reshape(2, 3), dt)))
    case(f"Tile {dt}", lambda: Net(P.Tile())(Tensor(np.arange(4).reshape(2, 2), dt), (2, 1, 2)))
    case(f"ReverseSequence {dt}", lambda: Net(P.ReverseSequence(seq_dim=1))(Tensor(np.arange(12).reshape(3, 4), dt), Tensor([1, 2, 4], ms.int32)))
    case(f"SequenceMask {dt}", lambda: Net(ops.sequence_mask)(Tensor(np.array([1, 3, 0]), dt), 4))
case("Unique 2d", lambda: Net(P.Unique())(Tensor(U.reshape(1, 7).astype(np.float32))))
case("Unique 0d", lambda: Net(P.Unique())(Tensor(3, ms.int32)))
case("Unique empty", lambda: Net(P.Unique())(Tensor(np.zeros(0, np.float32))))
case("Unique nan", lambda: Net(P.Unique())(Tensor(np.array([np.nan, 1.0, np.nan, -0.0, 0.0]), ms.float32)))
case("Unique grad", lambda: Grad(Net(lambda x: P.Unique()(x)[0]))(Tensor(np.array([1.0, 2.0, 1.0, 3.0]), ms.float32)))
case("unique idx grad", lambda: Grad(Net(lambda x: ops.unique(x)[0] * 2))(Tensor(np.array([1.0, 2.0, 1.0]), ms.float32)))
case("UniqueWithPad 2d", lambda: Net(P.UniqueWithPad())(Tensor(U.reshape(1, 7), ms.int32), Tensor(9, ms.int32)))
case("UniqueWithPad pad int", lambda: Net(P.UniqueWithPad())(Tensor(U, ms.int32), 9))
case("UniqueWithPad pad float", lambda: Net(P.UniqueWithPad())(Tensor(U, ms.float32), Tensor(9, ms.float32)))
case("UniqueWithPad mixed", lambda: Net(P.UniqueWithPad())(Tensor(U, ms.int32), Tensor(9, ms.int64)))
case("UniqueWithPad batch", lambda: Net(P.UniqueWithPad())(Tensor(np.array([[1, 1, 2], [3, 3, 3]]), ms.int64), Tensor(-1, ms.int64)))
case("BroadcastTo -1", lambda: Net(P.BroadcastTo((2, -1)))(Tensor(np.array([1., 2, 3]))))
case("BroadcastTo -1 lead", lambda: Net(P.BroadcastTo((-1, 3)))(Tensor(np.array([1., 2, 3]))))
case("BroadcastTo bad", lambda: Net(P.BroadcastTo((2, 4)))(Tensor(np.array([1., 2, 3]))))
case("BroadcastTo 0-d", lambda: Net(P.BroadcastTo((2, 2)))(Tensor(5.0)))
case("BroadcastTo empty", lambda: Net(P.BroadcastTo((0, 3)))(Tensor(np.array([1., 2, 3]))))
case("BroadcastTo grad", lambda: Grad(Net(P.BroadcastTo((2, 2, 3))))(Tensor(np.array([[1., 2, 3]]))))
case("broadcast_to fn", lambda: Net(ops.broadcast_to)(Tensor(np.array([[1], [2]], np.int32)), (2, 3)))
case("Tensor.broadcast_to", lambda: Tensor(np.array([1, 2], np.int8)).broadcast_to((3, 2)))
case("Unstack axis0", lambda: Net(P.Unstack(0))(Tensor(np.arange(6).reshape(2, 3), ms.float32)))
case("Unstack kw num", lambda: Net(P.Unstack(axis=1, num=3))(Tensor(np.arange(6).reshape(2, 3), ms.float32)))
case("Unstack 1d", lambda: Net(P.Unstack())(Tensor(np.arange(3), ms.float32)))
case("Unstack bad axis", lambda: Net(P.Unstack(axis=2))(Tensor(np.arange(6).reshape(2, 3), ms.float32)))
case("Unstack empty", lambda: Net(P.Unstack(axis=1))(Tensor(np.zeros((2, 0)), ms.float32)))
case("Unstack grad", lambda: Grad(Net(lambda x: P.Unstack(1)(x)[1] * 3))(Tensor(np.arange(6).reshape(2, 3), ms.float32)))
case("unstack fn", lambda: Net(ops.unstack)(Tensor(np.arange(6).reshape(2, 3), ms.int32), -1))
case("ReverseV2 empty axis", lambda: Net(P.ReverseV2(axis=()))(Tensor(np.arange(6).reshape(2, 3), ms.float32)))
case("ReverseV2 dup axis", lambda: Net(P.ReverseV2(axis=(0, 0)))(Tensor(np.arange(6).reshape(2, 3), ms.float32)))
case("ReverseV2 bad axis", lambda: Net(P.ReverseV2(axis=(2,)))(Tensor(np.arange(6).reshape(2, 3), ms.float32)))
case("ReverseV2 grad", lambda: Grad(Net(P.ReverseV2(axis=(1,))))(Tensor(np.arange(6).reshape(2, 3), ms.float32)))
case("flip fn", lambda: Net(ops.flip)(Tensor(np.arange(6).reshape(2, 3), ms.float32), (-1,)))
case("ReverseSequence batch1", lambda: Net(P.ReverseSequence(seq_dim=0, batch_dim=1))(Tensor(np.arange(12).reshape(3, 4), ms.float32), Tensor([1, 2, 3, 0], ms.int64)))
case("ReverseSequence 3d", lambda: Net(P.ReverseSequence(seq_dim=2, batch_dim=0))(Tensor(np.arange(24).reshape(2, 3, 4), ms.float32), Tensor([2, 4], ms.int32)))
case("ReverseSequence len0", lambda: Net(P.ReverseSequence(seq_dim=1))(Tensor(np.arange(12).reshape(3, 4), ms.float32), Tensor([0, 0, 0], ms.int32)))
case("ReverseSequence too long", lambda: Net(P.ReverseSequence(seq_dim=1))(Tensor(np.arange(12).reshape(3, 4), ms.float32), Tensor([5, 1, 1], ms.int32)))
case("ReverseSequence neg len", lambda: Net(P.ReverseSequence(seq_dim=1))(Tensor(np.arange(12).reshape(3, 4), ms.float32), Tensor([-1, 1, 1], ms.int32)))
case("ReverseSequence float len", lambda: Net(P.ReverseSequence(seq_dim=1))(Tensor(np.arange(12).reshape(3, 4), ms.float32), Tensor([1., 1, 1], ms.float32)))
case("ReverseSequence same dim", lambda: Net(P.ReverseSequence(seq_dim=0, batch_dim=0))(Tensor(np.arange(12).reshape(3, 4), ms.float32), Tensor([1, 1, 1], ms.int32)))
case("ReverseSequence grad", lambda: Grad(Net(P.ReverseSequence(seq_dim=1)))(Tensor(np.arange(12).reshape(3, 4), ms.float32), Tensor([1, 2, 4], ms.int32)))
case("Tile 0", lambda: Net(P.Tile())(Tensor(np.arange(4).reshape(2, 2), ms.float32), (0, 2)))
case("Tile short", lambda: Net(P.Tile())(Tensor(np.arange(4).reshape(2, 2), ms.float32), (3,)))
case("Tile 0-d", lambda: Net(P.Tile())(Tensor(2.0), (2, 3)))
case("Tile neg", lambda: Net(P.Tile())(Tensor(np.arange(4).reshape(2, 2), ms.float32), (-1, 2)))
case("Tile grad", lambda: Grad(Net(lambda x: P.Tile()(x, (2, 3))))(Tensor(np.arange(4).reshape(2, 2), ms.float32)))
case("tile fn", lambda: Net(ops.tile)(Tensor(np.arange(4).reshape(2, 2), ms.int32), (1, 2, 1)))
case("repeat_elements", lambda: Net(ops.repeat_elements)(Tensor(np.arange(4).reshape(2, 2), ms.int32), 2, 1))
case("repeat_elements f16 neg axis", lambda: Net(ops.repeat_elements)(Tensor(np.arange(4).reshape(2, 2), ms.float16), 3, -2))
case("repeat_elements 0", lambda: Net(ops.repeat_elements)(Tensor(np.arange(4).reshape(2, 2), ms.float32), 0, 0))
case("repeat_elements grad", lambda: Grad(Net(lambda x: ops.repeat_elements(x, 2, 1)))(Tensor(np.arange(4).reshape(2, 2), ms.float32)))
case("SequenceMask 2d", lambda: Net(ops.sequence_mask)(Tensor(np.array([[1, 3], [0, 2]]), ms.int32), 3))
case("SequenceMask no maxlen", lambda: Net(ops.sequence_mask)(Tensor(np.array([1, 3, 0]), ms.int64)))
case("SequenceMask neg", lambda: Net(ops.sequence_mask)(Tensor(np.array([-1, 3, 0]), ms.int32), 2))
case("SequenceMask maxlen0", lambda: Net(ops.sequence_mask)(Tensor(np.array([1, 3, 0]), ms.int32), 0))
case("Squeeze axis", lambda: Net(P.Squeeze(axis=(-1,)))(Tensor(np.zeros((2, 1, 1)), ms.float32)))
case("Squeeze bad axis", lambda: Net(P.Squeeze(axis=0))(Tensor(np.zeros((2, 1, 1)), ms.float32)))
case("Squeeze all", lambda: Net(P.Squeeze())(Tensor(np.zeros((1, 2, 1)), ms.int8)))
case("Squeeze 0-d", lambda: Net(P.Squeeze())(Tensor(1.5)))
case("ExpandDims neg", lambda: Net(P.ExpandDims())(Tensor(np.zeros((2, 3)), ms.float32), -3))
case("ExpandDims bad", lambda: Net(P.ExpandDims())(Tensor(np.zeros((2, 3)), ms.float32), 4))
case("ExpandDims 0-d", lambda: Net(P.ExpandDims())(Tensor(1, ms.int64), 0))
