"""Augmented assignment on a constant Tensor of graph code (`z = Tensor(np.array(...)); z /= 2` in construct / jit;
found by the adapt34t variant sweep of st pynative/test_tensor_augassign).  MindSpore 2.10's graph mode runs it in
place as for a graph input: the value is cast to z's dtype first (int32 `+= 1.5` adds 1, `%= 1.5` is `% 1`), an
integer `/=` truncates and keeps the dtype, a float16 z stays Float16 beside a float32 Tensor value.  msgraph
promoted as `z = z op v` (Float32 / Float64 results).  PyNative promotes (`x = x op v`) in both."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Aug(nn.Cell):
    def __init__(self, op, dt, v):
        super().__init__()
        self.op, self.dt, self.v = op, dt, v

    def construct(self, x):
        z = Tensor(np.array([5, -3, 7], self.dt))
        if self.op == "add":
            z += self.v
        elif self.op == "sub":
            z -= self.v
        elif self.op == "mul":
            z *= self.v
        elif self.op == "div":
            z /= self.v
        elif self.op == "fdiv":
            z //= self.v
        else:
            z %= self.v
        return z + x


VALS = {"i2": 2, "f15": 1.5, "T": True, "ti32": Tensor(np.array(2, np.int32)),
        "tf32": Tensor(np.array([2., 1., 4.], np.float32))}
for dt in (np.int32, np.float32, np.int8, np.float16):
    for op in ("add", "sub", "mul", "div", "fdiv", "mod"):
        for vk, v in VALS.items():
            if dt is np.int8 and vk == "ti32":   # PyNative in-place int8 * int32: no CPU kernel (known, not this)
                continue
            emit_error(f"{np.dtype(dt).name}_{op}_{vk}", lambda op=op, dt=dt, v=v: Aug(op, dt, v)(Tensor(np.array(0, dt))))
emit("done", 1)
