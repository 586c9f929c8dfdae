"""From MindSpore's optimizer page (model_train/custom_program/optimizer.md: print(f"step{i+1}, lr:{result}") of
an ExponentialDecayLR Tensor, and the repr of mindspore.experimental.optim.Adam, whose lr lines format a 0-d
Tensor): MindSpore 2.10's Tensor keeps object's __format__, so f"{t}" is str(t) (0.1, not the float
0.10000000149011612 msgraph printed) and any format spec is a TypeError naming the class (Tensor, Parameter)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error

MODES = ("pynative",)

VALUES = {"f32": Tensor(0.1, ms.float32), "f16": Tensor(0.1, ms.float16), "f64": Tensor(0.1, ms.float64),
          "i32": Tensor(3, ms.int32), "bool": Tensor(True), "vec": Tensor([0.1, 0.2], ms.float32),
          "param": Parameter(Tensor(0.5, ms.float32), name="p")}
for key, t in VALUES.items():
    emit(f"fstring_{key}", f"{t}")
    emit(f"format_empty_{key}", format(t, ""))
    for spec in (".3f", ">12", "e"):
        emit_error(f"format_{spec}_{key}", format, t, spec)
emit_error("str_format_spec", "loss: {:.4f}".format, Tensor(1.5))
emit("str_format_plain", "loss: {}".format(Tensor(1.5)))

lr = nn.ExponentialDecayLR(0.1, 0.9, 4)
emit("decay_lr_fstring", [f"step{i + 1}, lr:{lr(Tensor(i, ms.int32))}" for i in range(4)])

net = nn.Dense(2, 1)
opt = ms.experimental.optim.Adam([{"params": net.trainable_params(), "lr": 0.9}], lr=0.66)
emit("adam_repr", repr(opt))
