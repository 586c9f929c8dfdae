"""x + 0 of a -0.0 at each jit_level: MindSpore 2.10 folds the addition of a zero away for float32 / float64 at O0
as at O1 / O2 (the -0.0 stays -0.0; float16 adds, giving +0.0): its front end's identities do not depend on the level.

msgraph's O0 pipeline had no Simplify pass, so at O0 -- ms.jit(jit_level="O0"), JitConfig(jit_level="O0"),
set_context(jit_config={"jit_level": "O0"}) -- a float32 -0.0 + 0 came out +0.0 (SILENT; lead45/add_zero_signed
records the default level).  Signs printed, so -0.0 and +0.0 differ."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, ops
from _conf import emit


def plus_zero(t):
    return t + 0


def zero_plus_float(t):
    return 0.0 + ops.add(t, 0)


class PlusZero(nn.Cell):
    def construct(self, t):
        return t + 0, ops.add(t * 1, 0.0)


def signs(r):
    if isinstance(r, tuple):
        return [np.signbit(x.asnumpy()).tolist() for x in r]
    return np.signbit(r.asnumpy()).tolist()


for dt in (np.float32, np.float64, np.float16):
    t = Tensor(np.array([-0.0, 1.5, -2.0], dt))
    name = np.dtype(dt).name
    emit(f"{name} jit O0", signs(jit(plus_zero, jit_level="O0")(t)))
    emit(f"{name} jit O1", signs(jit(plus_zero, jit_level="O1")(t)))
    emit(f"{name} JitConfig O0", signs(jit(zero_plus_float, jit_config=ms.JitConfig(jit_level="O0"))(t)))
    emit(f"{name} JitConfig O2", signs(jit(zero_plus_float, jit_config=ms.JitConfig(jit_level="O2"))(t)))
    net = PlusZero()
    net.set_jit_config(ms.JitConfig(jit_level="O0"))
    emit(f"{name} cell O0", signs(net(t)))

ms.set_context(jit_config={"jit_level": "O0"})
t = Tensor(np.array([-0.0, 1.5], np.float32))
emit("context O0 cell", signs(PlusZero()(t)))
