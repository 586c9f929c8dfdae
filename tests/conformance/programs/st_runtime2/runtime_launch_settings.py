"""tests/st/runtime (test_parallel_dispatch, test_runtime_bind_core) adapted: mindspore.runtime's launch settings are
checked (types, ranges, once per process) and Cell.phase takes a compile-phase name."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

MODES = ("pynative",)   # the settings are once per process: one run

emit_error("group_not_divisible", ms.runtime.set_kernel_launch_group, 3, 8)
emit_error("group_zero_threads", ms.runtime.set_kernel_launch_group, 0, 8)
emit_error("group_float", ms.runtime.set_kernel_launch_group, 2.0, 8)
emit("group_ok", ms.runtime.set_kernel_launch_group())
emit_error("group_again", ms.runtime.set_kernel_launch_group, 2, 8)
emit_error("capture_with_group", ms.runtime.set_kernel_launch_capture, True)

emit_error("affinity_not_list", ms.runtime.set_cpu_affinity, True, "0-1")
emit_error("affinity_bad_range", ms.runtime.set_cpu_affinity, True, ["0:1"])
emit_error("affinity_not_str", ms.runtime.set_cpu_affinity, True, [0])
emit_error("affinity_bad_module", ms.runtime.set_cpu_affinity, True, None, {"main": [-1]})
try:
    ms.runtime.set_cpu_affinity(True, ["300-500"])
except RuntimeError as e:
    emit("affinity_unavailable", "set in affinity_cpu_list:['300-500'] is not available." in str(e))
emit("affinity_off", ms.runtime.set_cpu_affinity(False))
emit_error("affinity_again", ms.runtime.set_cpu_affinity, False)


class Net(nn.Cell):
    def construct(self, x):
        return ops.reshape(x, (2, -1)) * 2


net = Net()
emit("phase_default", net.phase)
net.phase = "increment"
emit("phase_set", net.phase)
emit("phase_net_runs", net(Tensor(np.arange(6, dtype=np.float32))))
net.set_train(False)
emit("phase_after_set_train", net.phase)


def set_phase_int():
    net.phase = 1


emit_error("phase_not_str", set_phase_int)
