"""Cell buffers (MindSpore 2.10): _Buffer attributes and register_buffer, named_buffers order, get_buffer,
errors, buffers read in construct (both modes), state_dict keys/values and load_state_dict with hooks."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.common.parameter import _Buffer
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {"forward_reassigned": "MindSpore 2.10's Graph mode keeps running the graph compiled with the "
                                         "old buffer after the buffer attribute is replaced (a stale value)"}


class Simple(nn.Cell):
    def __init__(self, k=1.0):
        super().__init__()
        self.buffer_0 = _Buffer(Tensor(np.array([1, 2, 3], np.float32) * k))
        self.register_buffer("buffer_1", Tensor(np.array([3, 4, 5], np.float32) * k))
        self.register_buffer("scratch", Tensor(np.array([9, 9, 9], np.float32)), persistent=False)
        self.param_0 = ms.Parameter(Tensor(np.array([10, 20, 30], np.float32) * k))
        self.dense = nn.Dense(3, 3, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return (self.dense(x) + self.buffer_0) * self.buffer_1 + self.param_0


class Outer(nn.Cell):
    def __init__(self, sub, k=1.0):
        super().__init__()
        self.sub_net = sub
        self.buffer_0 = _Buffer(Tensor(np.array([6, 6, 6], np.float32) * k))
        self.register_buffer("buffer_1", Tensor(np.array([7, 7, 7], np.float32) * k))
        self.param_1 = ms.Parameter(Tensor(np.array([8, 8, 8], np.float32) * k))

    def construct(self, x):
        return self.sub_net(x) + self.buffer_0 - self.buffer_1 - self.param_1


x = Tensor(np.array([[2.0, 2.0, 2.0]], np.float32))
net = Outer(Simple())
net.register_buffer("buffer_2", Tensor(np.array([10, 10, 10], np.float32)))
emit("n_own_buffers", len(net._buffers))
emit("named_buffers", [(k, v) for k, v in net.named_buffers()])
emit("named_buffers_norecurse", [k for k, _ in net.named_buffers(recurse=False)])
emit("buffers", list(net.buffers()))
emit("get_buffer", net.get_buffer("sub_net.buffer_1"))
emit("isinstance_buffer", [isinstance(net.buffer_0, _Buffer), isinstance(x, _Buffer), isinstance(net.buffer_0, Tensor)])
emit("forward", net(x))
emit_error("err_name_type", lambda: net.register_buffer(2, Tensor(np.ones(3, np.float32))))
emit_error("err_name_dot", lambda: net.register_buffer("a.b", Tensor(np.ones(3, np.float32))))
emit_error("err_name_empty", lambda: net.register_buffer("", Tensor(np.ones(3, np.float32))))
emit_error("err_exists", lambda: net.register_buffer("param_1", Tensor(np.ones(3, np.float32))))
emit_error("err_not_tensor", lambda: net.register_buffer("b9", [1, 2]))
emit_error("err_get_missing", lambda: net.get_buffer("buffer_5"))
emit_error("err_get_not_buffer", lambda: net.get_buffer("param_1"))


def assign_tensor():
    net.buffer_1 = Tensor(np.array([1, 1, 1], np.float32))


emit_error("err_assign_tensor", assign_tensor)
net.buffer_1 = _Buffer(Tensor(np.array([1, 1, 1], np.float32)))
emit("reassigned", [k for k, _ in net.named_buffers()])
emit("forward_reassigned", net(x))

sd = net.state_dict()
emit("state_dict_keys", list(sd.keys()))
emit("state_dict_kinds", [type(v).__name__ for v in sd.values()])
calls = []
other = Outer(Simple(2.0), 3.0)
other.register_buffer("buffer_2", Tensor(np.array([0, 0, 0], np.float32)))
other.register_load_state_dict_pre_hook(lambda *a: calls.append("pre"))
other.register_load_state_dict_post_hook(lambda cell, keys: calls.append(("post", list(keys.missing_keys), list(keys.unexpected_keys))))
res = other.load_state_dict(sd)
emit("load_result", (list(res.missing_keys), list(res.unexpected_keys)))
emit("load_hooks", calls)
emit("loaded_forward", other(x))
emit("loaded_values", [(k, v) for k, v in other.state_dict().items()])
h = []
net.register_state_dict_pre_hook(lambda cell, prefix, keep: h.append(("pre", prefix, keep)))
net.register_state_dict_post_hook(lambda cell, d, prefix, meta: h.append(("post", prefix, len(d))))
net.state_dict()
emit("state_dict_hooks", h)
part = dict(sd)
part.pop("param_1")
part["extra"] = Tensor(np.ones(3, np.float32))
emit_error("load_strict_error", lambda: other.load_state_dict(part))
res2 = other.load_state_dict(part, strict=False)
emit("load_nonstrict", (list(res2.missing_keys), list(res2.unexpected_keys)))
