"""nn.PReLUExt (MindSpore 2.10's docstring example, extended) is mint.nn.PReLU (one class, its repr
``PReLUExt()``) and nn.layer.activation.PReLUExt: a (num_parameters,) weight filled by ``init``, per channel."""
import mindspore as ms
from _conf import emit, emit_error

X = ms.tensor([[[[0.1, -0.6], [0.9, -0.9]]]], ms.float32)
emit("same_class", (ms.mint.nn.PReLU is ms.nn.PReLUExt, ms.nn.layer.activation.PReLUExt is ms.nn.PReLUExt))
emit("repr", repr(ms.nn.PReLUExt()))
emit_error("doc_example", lambda: ms.nn.layer.activation.PReLUExt()(X))
emit_error("per_channel", lambda: ms.mint.nn.PReLU(2, 0.5)(ms.tensor([[1.0, -2.0], [-1.0, 3.0]])))
emit_error("weight", lambda: [(n, p.shape, str(p.dtype)) for n, p in ms.nn.PReLUExt(3, 0.1).parameters_and_names()])
