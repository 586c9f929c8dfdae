"""``mindspore.dataset.core.validator_helpers``'s bounds, imported by zoo code (research/cv/tgcn's src/callback.py:
``from mindspore.dataset.core.validator_helpers import INT32_MAX``).  Found sweeping every ``mindspore...`` module
path the models repository imports: msgraph had no such module (ModuleNotFoundError)."""
from mindspore.dataset.core.validator_helpers import INT32_MAX
import mindspore.dataset.core.validator_helpers as vh
from _conf import emit

emit("INT32_MAX", INT32_MAX)
for name in ("POS_INT_MIN", "UINT8_MAX", "UINT8_MIN", "UINT32_MAX", "UINT32_MIN", "UINT64_MAX", "UINT64_MIN",
             "INT32_MIN", "INT64_MAX", "INT64_MIN", "FLOAT_MAX_INTEGER", "FLOAT_MIN_INTEGER", "DOUBLE_MAX_INTEGER",
             "DOUBLE_MIN_INTEGER"):
    emit(name, str(getattr(vh, name)))
