"""Amp level 'auto' (MindSpore 2.10): white-listed primitives (MatMul) compute and return float16, black-listed
ones (Log, Exp, Softmax, ReduceSum via ops.sum) float32, the promote list (Concat) the widest float type, others
keep their inputs' type; _c_expression.amp strategies, their stack and per-primitive rules."""
import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor
from mindspore.common import dtype as mstype
from mindspore.train.amp import auto_mixed_precision
from mindspore._c_expression.amp import (pop_amp_strategy, push_amp_strategy, create_amp_strategy,
                                         get_curr_amp_strategy, AmpLevel, PrimCastStrategy,
                                         get_prim_cast_strategy_info)
from _conf import emit

MODES = ("pynative",)


class LogNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.log = ops.Log()

    def construct(self, x):
        return self.log(x)


def func(x, y):
    a = ops.matmul(x, y)
    return a, a + 1, ops.exp(x), ops.softmax(x), ops.sum(x), ops.concat((x, y.T)), x * 2


x16 = Tensor(np.arange(1, 5, dtype=np.float16).reshape(2, 2) / 4)
x32 = Tensor(np.arange(1, 5, dtype=np.float32).reshape(2, 2) / 4)
emit("log_net", auto_mixed_precision(LogNet(), "auto")(x16), rtol=1e-3, atol=1e-3)
amp_func = auto_mixed_precision(func, amp_level="auto", dtype=ms.float16)
emit("func_fp32_in", amp_func(x32, x32), rtol=2e-3, atol=2e-3)
emit("func_fp16_in", amp_func(x16, x16), rtol=2e-3, atol=2e-3)
emit("func_mixed_in", amp_func(x16, x32), rtol=2e-3, atol=2e-3)
emit("jit_func", ms.jit(amp_func)(x32, x32), rtol=2e-3, atol=2e-3)
emit("plain_after", [str(o.dtype) for o in func(x32, x32)])

for level in (AmpLevel.AmpO0, AmpLevel.AmpO1, AmpLevel.AmpO2, AmpLevel.AmpO3, AmpLevel.AmpAuto):
    s = create_amp_strategy(level, mstype.float16, [("MatMul", [])], [("Log", [0])])
    emit(f"rule_{int(level)}", [(n, int(i.strategy), str(i.dtype), i.arg_pos) for n in ("MatMul", "Log", "Concat", "Add")
                                for i in [get_prim_cast_strategy_info(s, n)]])
emit("stack_empty", get_curr_amp_strategy() is None)
push_amp_strategy(AmpLevel.AmpAuto, mstype.float16, [("MatMul", [])], [("Exp", [])])
cur = get_curr_amp_strategy()
emit("stack_top", [int(cur.get_amp_level()), str(cur.get_amp_dtype()), cur.get_white_list(), cur.get_black_list()])
emit("pushed_ops", [str(ops.MatMul()(x32, x32).dtype), str(ops.exp(x16).dtype), str((x16 + x16).dtype)])
pop_amp_strategy()
emit("popped_ops", [str(ops.matmul(x32, x32).dtype), str(ops.exp(x16).dtype)])
emit("stack_after", get_curr_amp_strategy() is None)
emit("promote_enum", int(PrimCastStrategy.AmpAutoPromote))
