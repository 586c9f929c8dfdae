"""ms.set_device's argument checks (st ops/test_ops_tile.py and the other tests/device_utils users call
ms.set_device(os.getenv("DEVICE_TARGET")): None when unset): MindSpore 2.10 raises ValueError for a target outside
["CPU", "GPU", "Ascend"] and for a negative device_id, TypeError for a non-str target or a non-int id; msgraph
raised its set_context ValueError for all of them and accepted device_id -1."""
import mindspore as ms
from _conf import emit, emit_error

emit_error("target_none", ms.set_device, None)
emit_error("target_lower", ms.set_device, "cpu")
emit_error("target_int", ms.set_device, 3)
emit_error("id_negative", ms.set_device, "CPU", -1)
emit_error("id_str", ms.set_device, "CPU", "0")
ms.set_device("CPU", 0)
emit("target", ms.get_context("device_target"))
