"""``mindspore.train``: Model, callbacks, metrics and checkpoints.

* :class:`Model` (``model.py``) -- MindSpore's train / eval / predict / fit loop;
* callbacks (``callback/``) -- Callback, RunContext, LossMonitor, TimeMonitor, ModelCheckpoint,
  CheckpointConfig, EarlyStopping, ReduceLROnPlateau, LambdaCallback, History;
* metrics (``metrics`` = ``msgraph.nn.metrics``) -- Accuracy, Loss, Top-k, MAE/MSE, Precision,
  Recall, Fbeta/F1, get_metric_fn, names;
* checkpoints (``serialization.py``) -- save_checkpoint / load_checkpoint / load_param_into_net in
  MindSpore's .ckpt and .safetensors formats (``protobuf`` / ``safetensors`` imported only when a
  file is read or written).

What is not reproduced is listed in docs/differences.md, "Training layer".
"""
from . import callback, metrics, serialization  # noqa: F401
from .callback import (  # noqa: F401
    Callback, CheckpointConfig, EarlyStopping, History, LambdaCallback, LearningRateScheduler, LossMonitor,
    ModelCheckpoint, ReduceLROnPlateau, RunContext, TimeMonitor,
    SummaryCollector,  # (h-zoo)
    SummaryLandscape,  # (h-rt3)
    OnRequestExit, FlopsUtilizationCollector, TrainFaultTolerance, BackupAndRestore,
)
from .metrics import *  # noqa: F401,F403
from .metrics import __all__ as _metrics_all
from .data_sink import data_sink  # noqa: F401
from .model import Model  # noqa: F401
from . import summary  # noqa: F401,E402  (h-zoo)
from .summary import SummaryRecord  # noqa: F401  (h-zoo)
from . import loss_scale_manager  # noqa: F401,E402  (h-zoo3: ms.train.loss_scale_manager.FixedLossScaleManager)
from .loss_scale_manager import DynamicLossScaleManager, FixedLossScaleManager, LossScaleManager  # noqa: F401,E402
from . import train_thor  # noqa: F401,E402  (h-zoo5: the ResNet zoo's train.py imports it)
from .train_thor import ConvertModelUtils  # noqa: F401,E402
from . import amp  # noqa: F401,E402  (mindspore.train.amp)
from ..amp import build_train_network  # noqa: F401,E402
from .serialization import (  # noqa: F401
    async_ckpt_thread_status, ckpt_to_safetensors, export, load, load_checkpoint, load_checkpoint_async, load_param_into_net, safetensors_to_ckpt,
    save_checkpoint,
)

__all__ = ["Model", "ConvertModelUtils", "data_sink", "save_checkpoint", "load_checkpoint", "load_param_into_net", "export", "load", "load_checkpoint_async",
           "ckpt_to_safetensors", "safetensors_to_ckpt", "SummaryRecord", "async_ckpt_thread_status"]
__all__.extend(callback.__all__)
__all__.extend(n for n in _metrics_all if n not in ("get_metrics", "EvaluationBase"))


def __getattr__(name):
    """``DatasetHelper``, ``connect_network_with_dataset`` and the ``dataset_helper`` module load msgraph.dataset:
    imported when first named, so that ``import msgraph`` stays light."""
    if name in ("DatasetHelper", "connect_network_with_dataset", "dataset_helper"):
        import importlib

        dataset_helper = importlib.import_module(__name__ + ".dataset_helper")
        return dataset_helper if name == "dataset_helper" else getattr(dataset_helper, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
