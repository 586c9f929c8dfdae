"""ModelCheckpoint with AITURBO=1 in the environment imports MindSpore's aiturbo package, an ImportError where it is
not installed (st tests/st/export_and_load/test_aiturbo.py::test_aiturbo_save_error; msgraph ignored the variable);
without it ModelCheckpoint builds as usual."""
import os
from mindspore.train import ModelCheckpoint, CheckpointConfig
from _conf import emit

MODES = ("pynative",)


def make():
    try:
        ModelCheckpoint(config=CheckpointConfig(save_checkpoint_steps=2))
        return "built"
    except ImportError as e:
        return "ImportError"


os.environ["AITURBO"] = "1"
emit("aiturbo_1", make())
os.environ["AITURBO"] = "0"
emit("aiturbo_0", make())
del os.environ["AITURBO"]
emit("aiturbo_unset", make())
