"""Database layer: SQLModel tables, the async engine, migrations, audited units of work."""
