"""``copy.deepcopy`` / ``Tensor.copy()`` of a dynamic-shape placeholder (``Tensor(shape=[None, 3], dtype=...)``,
``Tensor(shape=None, dtype=...)``) is a placeholder of the same dynamic shape in MindSpore 2.10 ((-1, 3), (-2,)), so
``net.set_inputs(*copy.deepcopy(compile_inputs))`` still declares dynamic inputs.  msgraph gave a zero-sized concrete
Tensor ((0, 3), (0,)): set_inputs then declared a static shape and the next call raised set_inputs' ValueError (st
tests/st/ops/dynamic_shape/test_op_utils.py TEST_OP deep-copies its compile inputs: 28 st tensor/overload *_dynamic
tests failed with the mode flipped).  ``copy.copy`` of a placeholder is MindSpore's ValueError."""
import copy

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x, idx, kinds):
        return x.log2()


for shape in (None, [None, None, None], [None, 3]):
    t = Tensor(shape=shape, dtype=ms.float32)
    d = copy.deepcopy(t)
    emit(f"deepcopy_{shape}", (d.shape, str(d.dtype), d.shape == t.shape))
    emit(f"nested_deepcopy_{shape}", copy.deepcopy([t, (t,)])[1][0].shape)
    emit(f"copy_method_{shape}", t.copy().shape)
    emit_error(f"copy_copy_{shape}", copy.copy, t)

x3 = Tensor(np.arange(1, 25, dtype=np.float32).reshape(2, 3, 4))
x4 = Tensor(np.arange(1, 17, dtype=np.float32).reshape(2, 2, 2, 2))
for shape in (None, [None, None, None]):
    net = Net()
    net.set_inputs(*copy.deepcopy([Tensor(shape=shape, dtype=ms.float32), (), ()]))
    emit(f"set_inputs_deepcopied_{shape}_first", net(x3, (), ()))
    emit_error(f"set_inputs_deepcopied_{shape}_second", net, x4, (), ())
