"""A numpy array passed to a jit function (bytecode capture and 'ast') is a constant of the graph: each call
sees its own array's values, even when a freed array's memory (and Python id) is reused by the next one
(st pi_jit control_ms/test_cont_break_pijit: Model.predict and construct(ndarray) in a loop)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit


@jit(capture_mode="bytecode")
def double_bc(x):
    return x * 2


@jit
def double_ast(x):
    return x * 2


class ForLoopWithBreak(nn.Cell):
    @jit(capture_mode="bytecode")
    def construct(self, x):
        for i in range(8):
            if i > 5:
                x *= 3
                break
            x = x * 2
        return x


for k in range(4):
    # the temporaries are freed after each call: the next array may take the same id
    emit(f"bytecode_tmp_array_{k}", double_bc(np.full((2,), float(k), np.float32)))
    emit(f"ast_tmp_array_{k}", double_ast(np.full((2,), float(k), np.float32)))

net = ForLoopWithBreak()
for k in range(4):
    a = (np.arange(6, dtype=np.float32).reshape(2, 3) - k).astype(np.float32)
    emit(f"cell_construct_ndarray_{k}", net.construct(a))
    emit(f"cell_call_tensor_{k}", net(Tensor(a)))
emit("int_arrays", [double_bc(np.array([k, k + 1])).tolist() for k in range(3)])
