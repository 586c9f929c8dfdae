"""``mindspore.train.callback``: the Callback protocol and MindSpore's built-in callbacks.

SummaryCollector accepts MindSpore's arguments and writes nothing (msgraph.train.summary);
SummaryLandscape takes its argument and generates nothing.
TrainFaultTolerance exists and raises when constructed (no MindIO).
"""
from ._callback import Callback, CallbackManager as _CallbackManager  # noqa: F401
from ._callback import InternalCallbackParam as _InternalCallbackParam  # noqa: F401
from ._callback import RunContext, set_cur_net as _set_cur_net  # noqa: F401
from ._callback import checkpoint_cb_for_save_op as _checkpoint_cb_for_save_op  # noqa: F401
from ._checkpoint import CheckpointConfig, CheckpointManager as _CheckpointManager, ModelCheckpoint  # noqa: F401
from ._early_stop import EarlyStopping, ReduceLROnPlateau  # noqa: F401
from ._history import History  # noqa: F401
from ._lambda_callback import LambdaCallback  # noqa: F401
from ._loss_monitor import LossMonitor  # noqa: F401
from ._lr_scheduler import LearningRateScheduler  # noqa: F401
from ._time_monitor import TimeMonitor  # noqa: F401
from ._summary_collector import SummaryCollector  # noqa: F401  (h-zoo)
from ._landscape import SummaryLandscape  # noqa: F401  (h-rt3)
from ._on_request_exit import OnRequestExit  # noqa: F401
from ._flops_collector import FlopsUtilizationCollector  # noqa: F401
from ._train_fault_tolerance import TrainFaultTolerance  # noqa: F401
from ._backup_and_restore import BackupAndRestore  # noqa: F401

__all__ = ["Callback", "LossMonitor", "TimeMonitor", "ModelCheckpoint", "CheckpointConfig", "RunContext",
           "History", "LambdaCallback", "ReduceLROnPlateau", "EarlyStopping", "LearningRateScheduler",
           "SummaryCollector", "SummaryLandscape", "OnRequestExit", "FlopsUtilizationCollector",
           "TrainFaultTolerance", "BackupAndRestore"]
