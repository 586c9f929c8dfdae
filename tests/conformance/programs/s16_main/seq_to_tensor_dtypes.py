"""ops.auto_generate.TupleToTensor / ScalarToTensor: default dtypes (TupleToTensor: int64 for ints, float32 with a
float, bool for bools; ScalarToTensor: float32, bools taken), explicit dtypes, mutable inputs in a Cell
(tests/st/ops/ascend/test_dynamic_sequence_to_tensor.py; msgraph gave float32 for int tuples)."""
import mindspore as ms
from mindspore import nn
from mindspore.common import mutable
from mindspore.ops import auto_generate as A
import mindspore.common.dtype as mstype
from _conf import emit

T, S = A.TupleToTensor(), A.ScalarToTensor()
emit("tuple_int", T((1, 2)))
emit("tuple_float", T((1.5, 2.5)))
emit("tuple_bool", T((True, False)))
emit("tuple_f16", T((1, 2), ms.float16))
emit("tuple_big_int", T((2 ** 40, 1)))
emit("scalar_int", S(2))
emit("scalar_bool", S(True))
emit("scalar_bool_int32", S(True, ms.int32))
emit("scalar_float_int32", S(2.5, ms.int32))
emit("scalar_float_bool", S(3.5, ms.bool_))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = A.TupleToTensor()

    def construct(self, x):
        return self.t(x)


class Net64(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = A.TupleToTensor()
        self.s = A.ScalarToTensor()

    def construct(self, x, y):
        return self.t(x, mstype.int64), self.s(y, mstype.int64)


for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    emit(f"cell_int_{mode}", Net()(mutable((1, 2, 3), True)))
    emit(f"cell_float_{mode}", Net()(mutable((1.1, 2.1, 3.1), True)))
    emit(f"cell64_{mode}", Net64()(mutable((1, 2, 3), True), mutable(3)))
    emit(f"cell64_float_{mode}", Net64()(mutable((1.1, 2.1, 3.1), True), mutable(3.1)))
