"""nn.Dropout keeps its arguments as MindSpore 2.10 does: ``p`` wins when both are given, ``keep_prob`` stays as
passed (0.5 by default) and ``p`` is None when only ``keep_prob`` is given; ``keep_prob`` must be a float in
(0, 1]; print(net) shows the argument given."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error, emit_stdout

for label, kw in (("p", {"p": 0.2}), ("keep", {"keep_prob": 0.7}), ("both", {"keep_prob": 0.5, "p": 0.2}),
                  ("default", {}), ("keep1", {"keep_prob": 1.0}), ("p0", {"p": 0})):
    d = nn.Dropout(**kw)
    emit(f"{label}_attrs", (d.p, d.keep_prob))
    emit_stdout(f"{label}_print", print, d)
emit_error("keep_int", lambda: nn.Dropout(keep_prob=1))
emit_error("keep_0", lambda: nn.Dropout(keep_prob=0.0))
emit_error("p_1", lambda: nn.Dropout(p=1.0))
emit_error("p_str", lambda: nn.Dropout(p="a"))
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
d = nn.Dropout(keep_prob=1.0)
d.set_train(True)
emit("keep1_train_identity", d(x))
d = nn.Dropout(p=0.0)
d.set_train(True)
emit("p0_train_identity", d(x))
d = nn.Dropout(keep_prob=0.5, p=0.2)
emit("eval_identity", d(x))
