"""mindspore.hal's device queries on the CPU backend (tests/st/hal/test_hal_device.py::test_hal_device_cpu)."""
import mindspore as ms
from mindspore import hal
from _conf import emit

ms.set_context(device_target="CPU")
emit("available", hal.is_available("CPU"))
emit("arch_list", repr(hal.get_arch_list()))
emit("capability", repr(hal.get_device_capability(0, "CPU")))
emit("properties", repr(hal.get_device_properties(0, "CPU")))
emit("name", hal.get_device_name(0, "CPU"))
emit("count", hal.device_count("CPU"))
emit("cpu_context", ms.device_context.cpu.is_available())
