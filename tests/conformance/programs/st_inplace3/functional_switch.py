# ops.functional.switch(cond, x, y) in graph code (MindSpore's st control/test_control_flow_for_mindrt.py
# test_switch_op / test_switch_single_op): a one-element Tensor condition picks one of two values of one
# dtype and shape; a Python bool picks directly; a condition of several elements is a ValueError and two
# dtypes a TypeError (Type Join Failed).
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from mindspore.ops import functional as F
from _conf import emit, emit_error


def make_pick():
    @jit
    def pick(c, y, z):
        return F.switch(c, y, z)
    return pick


@jit
def pick_computed(c, y):
    z1 = y + 1
    z2 = Tensor(5, ms.int32)
    return F.switch(c, z1, z2)


emit("tensor_false", make_pick()(Tensor(False), Tensor(1, ms.int32), Tensor(2, ms.int32)))
emit("computed_true", pick_computed(Tensor([True]), Tensor(3, ms.int32)))
emit("computed_false", pick_computed(Tensor(False), Tensor(1, ms.int32)))
emit("python_bool", make_pick()(True, Tensor(np.array([1.0, 2.0], np.float32)),
                                Tensor(np.array([3.0, 4.0], np.float32))))
emit_error("cond_two_elements", lambda: make_pick()(Tensor(np.array([True, False])),
                                                    Tensor(np.array([1.0, 2.0], np.float32)),
                                                    Tensor(np.array([3.0, 4.0], np.float32))))
emit_error("dtype_mismatch", lambda: make_pick()(Tensor(True), Tensor(np.array([1.0, 2.0], np.float32)),
                                                 Tensor(np.array([3, 4], np.int64))))
