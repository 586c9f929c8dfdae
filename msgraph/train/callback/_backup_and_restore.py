"""``BackupAndRestore``: keep the trained network in ``backup_dir/backup.ckpt`` at epoch ends and load it back
when training starts again (a run killed mid-way resumes from its last backup)."""
from __future__ import annotations

import logging
import os
import stat
from typing import Any

from ._callback import Callback

__all__ = ["BackupAndRestore"]

log = logging.getLogger("msgraph.train")


class BackupAndRestore(Callback):
    """Save the train network's parameters every ``save_freq`` epochs ("epoch": each); load them at train begin
    when the backup exists; delete the backup at train end when ``delete_checkpoint``."""

    def __init__(self, backup_dir: str, save_freq: Any = "epoch", delete_checkpoint: bool = True) -> None:
        super().__init__()
        if not isinstance(backup_dir, str):
            raise TypeError("The path is invalid, the type should be string.")
        directory = os.path.realpath(backup_dir)
        os.makedirs(directory, exist_ok=True)
        self.backup_file = os.path.join(directory, "backup.ckpt")
        if isinstance(save_freq, str) and save_freq == "epoch":
            save_freq = 1
        elif isinstance(save_freq, bool) or (isinstance(save_freq, int) and save_freq <= 0):
            kind = TypeError if isinstance(save_freq, bool) else ValueError
            raise kind(f"The input value must be int and must > 0, but got '{save_freq}' with type "
                       f"'{type(save_freq).__name__}'.")
        elif not isinstance(save_freq, int):
            raise TypeError(f"The input value must be int, but got '{type(save_freq).__name__}'")
        if not isinstance(delete_checkpoint, bool):
            raise TypeError(f"The input value must be a bool, but got {type(delete_checkpoint).__name__}.")
        self.save_freq, self.delete_checkpoint = save_freq, delete_checkpoint

    def on_train_begin(self, run_context: Any) -> None:
        if os.path.exists(self.backup_file):
            from ..serialization import load_checkpoint

            log.info("Restore checkpoint file is %s, load checkpoint into train net.", self.backup_file)
            load_checkpoint(self.backup_file, net=run_context.original_args().train_network)

    def on_train_epoch_end(self, run_context: Any) -> None:
        cb_params = run_context.original_args()
        if cb_params.cur_epoch_num % self.save_freq == 0:
            from ..serialization import save_checkpoint

            save_checkpoint(cb_params.train_network, self.backup_file)

    def on_train_end(self, run_context: Any) -> None:
        if self.delete_checkpoint and os.path.exists(self.backup_file):
            os.chmod(self.backup_file, stat.S_IWRITE)
            os.remove(self.backup_file)
